import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Quill, { Delta, type Range } from 'quill';
import 'quill/dist/quill.core.css';
import { imageFileDataUrl } from '../image-files';
import { imageFileRefusal, pastedImageRefusal, type ImageRefusal } from '../inline-images';
import { linkify } from '../linkify';
import classes from './lab-book.module.css';

/**
 * Spec 2 "Lab-book editor": the allowed formats, plus `image`: pasted images stay inline (spec 2
 * §3, type 3 "inline images uploaded and replaced by a stored URL"; README Decisions).
 */
export const ALLOWED_FORMATS = [
  'image',
  'background',
  'bold',
  'color',
  'font',
  'code',
  'italic',
  'link',
  'size',
  'strike',
  'script',
  'underline',
  'blockquote',
  'header',
  'indent',
  'list',
  'align',
  'direction',
  'code-block',
  'formula',
] as const;

export type ToolbarFormat = 'bold' | 'italic' | 'underline' | 'superscript' | 'subscript';
export type ActiveFormats = Partial<Record<ToolbarFormat, boolean>>;

export interface QuillEditorHandle {
  toggle(format: ToolbarFormat): void;
  /** The selection (or everything) as HTML and text, for the copy button. */
  selection(): { html: string; text: string };
  /** Inserts pasted HTML (already sanitized) or text at the cursor. */
  insert(content: { html?: string; text?: string }): void;
  /** Inserts image files at the cursor, in order (those that cannot be kept are refused). */
  insertImages(files: File[]): void;
  submit(): void;
  focus(): void;
}

interface QuillEditorProps {
  ref?: Ref<QuillEditorHandle>;
  placeholder: string;
  /** sessionStorage key of the draft: one per book and session. */
  draftKey: string;
  isDisabled: boolean;
  /** Saves the entry; resolves true when it is on the device (the editor then clears). */
  onSubmit: (html: string) => Promise<boolean>;
  /** A pasted or dropped image that cannot be kept (`what`: its name, type or address). */
  onRefused: (refusal: ImageRefusal, what: string) => void;
  onFormatsChange: (formats: ActiveFormats) => void;
}

/**
 * Quill hands the upload handler only files of the listed types and drops the rest silently;
 * every file is taken in, so that the handler says why it refuses one (nothing lost unsaid).
 */
const EVERY_TYPE = { includes: () => true } as unknown as string[];

/** Image files at `range`, in order, as data: addresses until the note is saved. */
async function insertImages(
  quill: Quill,
  range: Range,
  files: readonly File[],
  onRefused: (refusal: ImageRefusal, what: string) => void,
): Promise<void> {
  const images: string[] = [];
  for (const file of files) {
    const refusal = imageFileRefusal(file);
    if (refusal) onRefused(refusal, file.name || file.type);
    else images.push(await imageFileDataUrl(file));
  }
  if (images.length === 0) return;
  const update = images.reduce(
    (delta, image) => delta.insert({ image }),
    new Delta().retain(range.index).delete(range.length),
  );
  quill.updateContents(update, 'user');
  quill.setSelection(range.index + images.length, 0, 'silent');
}

function readDraft(key: string): Delta | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? new Delta(JSON.parse(raw) as Delta['ops']) : null;
  } catch {
    return null;
  }
}

function activeFormats(quill: Quill, range: Range | null): ActiveFormats {
  if (!range) return {};
  const format = quill.getFormat(range);
  return {
    bold: Boolean(format.bold),
    italic: Boolean(format.italic),
    underline: Boolean(format.underline),
    superscript: format.script === 'super',
    subscript: format.script === 'sub',
  };
}

/**
 * Quill 2 (loaded only with this chunk, with its CSS). The instance lives as long as the
 * component, so re-renders never touch the text; the draft is kept per session in
 * sessionStorage. Enter submits, Shift+Enter starts a new line.
 */
export default function QuillEditor({
  ref,
  placeholder,
  draftKey,
  isDisabled,
  onSubmit,
  onRefused,
  onFormatsChange,
}: QuillEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const draftKeyRef = useRef(draftKey);
  const busy = useRef(false);
  // The latest callbacks, read by Quill's handlers (bound once).
  const callbacks = useRef({ onSubmit, onRefused, onFormatsChange });
  useEffect(() => {
    callbacks.current = { onSubmit, onRefused, onFormatsChange };
  });
  const refuse = (refusal: ImageRefusal, what: string) =>
    callbacks.current.onRefused(refusal, what);

  const submit = async () => {
    const quill = quillRef.current;
    if (!quill || busy.current || !quill.isEnabled()) return;
    if (quill.getText().trim() === '') return;
    // Quill 2.0.3 writes every space as &nbsp; in its semantic HTML; entries wrap normally.
    const html = linkify(quill.getSemanticHTML().replace(/&nbsp;/g, ' '));
    busy.current = true;
    try {
      if (await callbacks.current.onSubmit(html)) {
        quill.setContents(new Delta(), 'silent');
        sessionStorage.removeItem(draftKeyRef.current);
        callbacks.current.onFormatsChange({});
      }
    } finally {
      busy.current = false;
    }
  };
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const container = host.appendChild(document.createElement('div'));
    const quill = new Quill(container, {
      formats: [...ALLOWED_FORMATS],
      modules: {
        toolbar: false,
        uploader: {
          mimetypes: EVERY_TYPE,
          handler: (range: Range, files: File[]) => void insertImages(quill, range, files, refuse),
        },
      },
    });
    quillRef.current = quill;
    // Images pasted as HTML stay where they are when the page carries them (data: PNG, JPEG,
    // SVG); an image of another site or of unknown type cannot be kept, and the user is told.
    quill.clipboard.addMatcher('IMG', (node, delta) => {
      const src = (node as HTMLImageElement).getAttribute('src') ?? '';
      const refusal = pastedImageRefusal(src);
      if (!refusal) return delta;
      refuse(refusal, src.slice(0, 80));
      return new Delta();
    });
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    // Runs before Quill's own key handling (capture), so Enter always submits.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing || event.keyCode === 229)
        return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      void submitRef.current();
    };
    root.addEventListener('keydown', onKeyDown, true);
    const onChange = () => {
      callbacks.current.onFormatsChange(activeFormats(quill, quill.getSelection()));
    };
    quill.on('editor-change', onChange);
    const onText = () => {
      try {
        if (quill.getLength() <= 1) sessionStorage.removeItem(draftKeyRef.current);
        else sessionStorage.setItem(draftKeyRef.current, JSON.stringify(quill.getContents().ops));
      } catch {
        // A full or blocked sessionStorage only costs the draft after a reload.
      }
    };
    quill.on('text-change', onText);
    return () => {
      root.removeEventListener('keydown', onKeyDown, true);
      quill.off('editor-change', onChange);
      quill.off('text-change', onText);
      quillRef.current = null;
      container.remove();
    };
  }, []);

  // Another book or session: keep this draft, show that one's.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    draftKeyRef.current = draftKey;
    quill.setContents(readDraft(draftKey) ?? new Delta(), 'silent');
  }, [draftKey]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    root.setAttribute('data-placeholder', placeholder);
    root.setAttribute('aria-label', placeholder);
  }, [placeholder]);

  useEffect(() => {
    quillRef.current?.enable(!isDisabled);
  }, [isDisabled]);

  useImperativeHandle(ref, () => ({
    toggle(format) {
      const quill = quillRef.current;
      if (!quill) return;
      const range = quill.getSelection(true);
      const current = activeFormats(quill, range);
      if (format === 'superscript' || format === 'subscript') {
        const value = format === 'superscript' ? 'super' : 'sub';
        quill.format('script', current[format] ? false : value, 'user');
      } else quill.format(format, !current[format], 'user');
      callbacks.current.onFormatsChange(activeFormats(quill, quill.getSelection()));
    },
    selection() {
      const quill = quillRef.current;
      if (!quill) return { html: '', text: '' };
      const range = quill.getSelection();
      const [index, length] =
        range && range.length > 0 ? [range.index, range.length] : [0, quill.getLength()];
      return {
        html: quill.getSemanticHTML(index, length).replace(/&nbsp;/g, ' '),
        text: quill.getText(index, length),
      };
    },
    insert({ html, text }) {
      const quill = quillRef.current;
      if (!quill) return;
      const range = quill.getSelection(true);
      if (range.length > 0) quill.deleteText(range.index, range.length, 'user');
      if (html) quill.clipboard.dangerouslyPasteHTML(range.index, html, 'user');
      else if (text) {
        quill.insertText(range.index, text, 'user');
        quill.setSelection(range.index + text.length, 0, 'silent');
      }
    },
    insertImages(files) {
      const quill = quillRef.current;
      if (quill) void insertImages(quill, quill.getSelection(true), files, refuse);
    },
    submit() {
      void submitRef.current();
    },
    focus() {
      quillRef.current?.focus();
    },
  }));

  return <div ref={hostRef} className={classes.editorBox} />;
}
