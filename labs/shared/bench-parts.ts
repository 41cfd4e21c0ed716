import { h } from './dom';

/** Parts every reference bench shows the same way: the notes form and the preset's note. */

export interface NotesTexts {
  notes: string;
  notesHint: string;
  addNote: string;
}

export interface NotesForm {
  form: HTMLFormElement;
  /** Shows where the last note went; clears the box when `saved` is what it still holds. */
  setStatus(text: string, saved?: string): void;
}

/**
 * The lab-book notes form: a labelled box, Add to lab book (or Ctrl/Cmd+Enter), a live status;
 * `extra` buttons go after Add (density's "Add a PDF").
 */
export function notesForm(
  t: NotesTexts,
  onNote: (text: string) => void,
  options: { rows: number; extra?: HTMLElement[] },
): NotesForm {
  const notes = h('textarea', {
    id: 'notes',
    rows: options.rows,
    'aria-describedby': 'notes-hint',
  });
  const status = h('p', { class: 'note-status', role: 'status' });
  const form = h('form', { class: 'notes-form' }, [
    h('label', { for: 'notes' }, [t.notes]),
    notes,
    h('p', { id: 'notes-hint', class: 'hint' }, [t.notesHint]),
    h('button', { type: 'submit' }, [t.addNote]),
    ...(options.extra ?? []),
    status,
  ]);
  const submit = () => {
    const text = notes.value.trim();
    if (text) onNote(text);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
  notes.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  });
  return {
    form,
    setStatus(text, saved) {
      status.textContent = text;
      if (saved !== undefined && notes.value.trim() === saved) notes.value = '';
    },
  };
}

export interface PresetNoteTexts {
  presetApplied(name: string): string;
  presetOtherLab: string;
  presetBad: string;
}

/** "Preset: <name>", or why the preset was not applied; null without a preset. */
export function presetNote(
  setup: { preset: { name: string } | null; problem: 'other-lab' | 'bad-object' | null },
  t: PresetNoteTexts,
): HTMLParagraphElement | null {
  const text = setup.preset
    ? t.presetApplied(setup.preset.name)
    : setup.problem === 'other-lab'
      ? t.presetOtherLab
      : setup.problem === 'bad-object'
        ? t.presetBad
        : null;
  return text ? h('p', { class: 'preset-note', role: 'note' }, [text]) : null;
}
