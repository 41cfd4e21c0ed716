import { memo, useId, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Divider, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ImageRefusal } from '../inline-images';
import { sanitizeEntryHtml } from '../sanitize';
import type { PdfExportButton } from './editor-dock';
import {
  IconBold,
  IconCopy,
  IconFileExport,
  IconFileImport,
  IconItalic,
  IconPaste,
  IconSend,
  IconSubscript,
  IconSuperscript,
  IconUnderline,
} from './icons';
import QuillEditor, {
  type ActiveFormats,
  type QuillEditorHandle,
  type ToolbarFormat,
} from './quill-editor';

export interface EditorPanelProps {
  placeholder: string;
  draftKey: string;
  isDisabled: boolean;
  onSubmit: (html: string) => Promise<boolean>;
  /** A pasted or dropped image that cannot be kept: the user is told. */
  onRefused: (refusal: ImageRefusal, what: string) => void;
  /** Opens the PDF uploader; absent where files cannot be added (another person's book). */
  onImportPdf?: () => void;
  /** Export to PDF; absent where the host offers no export. */
  exportPdf?: PdfExportButton | undefined;
}

const isMac = () =>
  /Mac|iPhone|iPad|iPod/i.test(
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
      navigator.platform ??
      navigator.userAgent,
  );

/**
 * The toolbar of spec 2 "Lab-book editor" and the Quill box. Export to PDF prints the book
 * itself, so it works whatever the editor's state (also in another person's book).
 */
// Memoized: the book re-renders on every saved note; the editor's props do not change then.
export default memo(function EditorPanel(props: EditorPanelProps) {
  const { t } = useTranslation('labBook');
  const editor = useRef<QuillEditorHandle>(null);
  const [formats, setFormats] = useState<ActiveFormats>({});
  const pasteKeys = isMac() ? '⌘V' : 'Ctrl+V';
  const disabled = props.isDisabled;

  const copy = async () => {
    const { html, text } = editor.current?.selection() ?? { html: '', text: '' };
    try {
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/html': new Blob([html], { type: 'text/html' }),
            'text/plain': new Blob([text], { type: 'text/plain' }),
          }),
        ]);
      } else await navigator.clipboard.writeText(text);
      notifications.show({ color: 'teal', message: t('editor.copied') });
    } catch {
      // Nothing is lost: the text stays in the editor.
    }
  };

  const paste = async () => {
    try {
      const items = await navigator.clipboard.read();
      const images: File[] = [];
      for (const item of items) {
        const imageType = item.types.find((type) => type.startsWith('image/'));
        const html = item.types.includes('text/html')
          ? await (await item.getType('text/html')).text()
          : '';
        // As Quill's own paste: an image copied alone comes as its file; mixed HTML as HTML.
        if (imageType && (!html || isSingleImage(html))) {
          const blob = await item.getType(imageType);
          images.push(new File([blob], `pasted.${imageType.split('/')[1]}`, { type: imageType }));
        } else if (html) {
          editor.current?.insert({ html: sanitizeEntryHtml(html) });
        } else if (item.types.includes('text/plain')) {
          editor.current?.insert({ text: await (await item.getType('text/plain')).text() });
        }
      }
      if (images.length > 0) editor.current?.insertImages(images);
    } catch {
      notifications.show({
        color: 'yellow',
        message: t('editor.pasteDenied', { keys: pasteKeys }),
      });
      editor.current?.focus();
    }
  };

  return (
    <>
      <Group role="toolbar" aria-label={t('editor.toolbar')} gap={4} px="xs" py={4} wrap="wrap">
        {props.exportPdf ? (
          <ToolButton
            label={t('pdf.export')}
            icon={<IconFileExport />}
            disabled={false}
            disabledReason={props.exportPdf.disabledReason}
            isBusy={props.exportPdf.isBusy}
            onClick={props.exportPdf.onExport}
          />
        ) : null}
        {props.onImportPdf ? (
          <ToolButton
            label={t('editor.importPdf')}
            icon={<IconFileImport />}
            disabled={disabled}
            onClick={props.onImportPdf}
          />
        ) : null}
        <ToolButton
          label={t('editor.copy')}
          icon={<IconCopy />}
          disabled={disabled}
          onClick={() => void copy()}
        />
        <ToolButton
          label={t('editor.paste')}
          tooltip={isMac() ? t('editor.pasteTooltipMac') : t('editor.pasteTooltip')}
          icon={<IconPaste />}
          disabled={disabled}
          onClick={() => void paste()}
        />
        <Divider orientation="vertical" />
        {FORMAT_BUTTONS.map(([name, icon]) => (
          <ToolButton
            key={name}
            label={t(`editor.${name}`)}
            icon={icon}
            disabled={disabled}
            isPressed={Boolean(formats[name])}
            onClick={() => editor.current?.toggle(name)}
          />
        ))}
        <div style={{ flex: 1 }} />
        <ToolButton
          label={t('editor.submit')}
          icon={<IconSend />}
          disabled={disabled}
          isPrimary
          onClick={() => editor.current?.submit()}
        />
      </Group>
      <Divider />
      <QuillEditor
        ref={editor}
        placeholder={props.placeholder}
        draftKey={props.draftKey}
        isDisabled={props.isDisabled}
        onSubmit={props.onSubmit}
        onRefused={props.onRefused}
        onFormatsChange={setFormats}
      />
    </>
  );
});

function isSingleImage(html: string): boolean {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return body.childElementCount === 1 && body.firstElementChild?.tagName === 'IMG';
}

const FORMAT_BUTTONS: ReadonlyArray<readonly [ToolbarFormat, ReactNode]> = [
  ['bold', <IconBold key="bold" />],
  ['italic', <IconItalic key="italic" />],
  ['underline', <IconUnderline key="underline" />],
  ['superscript', <IconSuperscript key="superscript" />],
  ['subscript', <IconSubscript key="subscript" />],
];

interface ToolButtonProps {
  label: string;
  tooltip?: string;
  icon: ReactNode;
  disabled: boolean;
  isPressed?: boolean;
  isPrimary?: boolean;
  isBusy?: boolean;
  /** Shown instead of the tooltip; the button looks disabled but can still be hovered. */
  disabledReason?: string | null;
  onClick: () => void;
}

function ToolButton({
  label,
  tooltip,
  icon,
  disabled,
  disabledReason,
  isPressed,
  isPrimary,
  isBusy,
  onClick,
}: ToolButtonProps) {
  const reasonId = useId();
  // With a reason, the button stays focusable and hoverable, so the tooltip can say why.
  const isUnavailable = Boolean(disabledReason);
  return (
    <Tooltip label={disabledReason ?? tooltip ?? label}>
      <ActionIcon
        variant={isPrimary ? 'filled' : isPressed ? 'light' : 'subtle'}
        color={isPrimary ? undefined : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={isPressed}
        aria-disabled={isUnavailable || undefined}
        aria-describedby={isUnavailable ? reasonId : undefined}
        data-disabled={isUnavailable || undefined}
        disabled={disabled}
        loading={isBusy}
        // Keep the editor's selection when a button is clicked with the mouse.
        onMouseDown={(event) => event.preventDefault()}
        onClick={isUnavailable ? undefined : onClick}
      >
        {icon}
        {isUnavailable ? <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden> : null}
      </ActionIcon>
    </Tooltip>
  );
}
