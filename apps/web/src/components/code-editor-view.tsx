import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import {
  bracketMatching,
  foldGutter,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import type { CodeEditorProps } from './code-editor';

// Colours come from MUI's CSS variables, so the editor follows the light/dark scheme with no JS.
const palette = {
  text: 'var(--mui-palette-text-primary)',
  muted: 'var(--mui-palette-text-secondary)',
  paper: 'var(--mui-palette-background-paper)',
  subtle: 'var(--mui-palette-action-hover)',
  selected: 'var(--mui-palette-action-selected)',
  divider: 'var(--mui-palette-divider)',
  primary: 'var(--mui-palette-primary-main)',
};

const editorTheme = EditorView.theme({
  // Token colours with at least 4.5:1 on the paper and on the focused line, per scheme (MUI's class on <html>).
  '&': {
    color: palette.text,
    backgroundColor: palette.paper,
    fontSize: '13px',
    height: '100%',
    '--code-key': '#1d4ed8',
    '--code-string': '#047857',
    '--code-literal': '#b45309',
  },
  '.dark &': { '--code-key': '#93c5fd', '--code-string': '#6ee7b7', '--code-literal': '#fbbf24' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
    lineHeight: '1.6',
  },
  '.cm-content': { caretColor: palette.primary, padding: '8px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: palette.primary },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: palette.selected,
  },
  '.cm-gutters': {
    backgroundColor: palette.subtle,
    color: palette.muted,
    borderRight: `1px solid ${palette.divider}`,
  },
  // The current line is only marked while the editor has focus (not under a placeholder at rest).
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLine': { backgroundColor: palette.subtle },
  '&.cm-focused .cm-activeLineGutter': { backgroundColor: palette.subtle, color: palette.text },
  '.cm-placeholder': { color: palette.muted },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: palette.selected,
    outline: `1px solid ${palette.muted}`,
  },
});

// Token colours from the theme's variables above, readable on the light and the dark paper.
const highlightStyle = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--code-key)' },
  { tag: tags.string, color: 'var(--code-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--code-literal)' },
  { tag: [tags.brace, tags.squareBracket, tags.separator, tags.punctuation], color: palette.muted },
  { tag: tags.invalid, color: 'var(--mui-palette-error-main)' },
]);

function baseExtensions(
  label: string,
  describedBy: string | undefined,
  language: CodeEditorProps['language'],
): Extension[] {
  return [
    lineNumbers(),
    foldGutter(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    drawSelection(),
    history(),
    indentOnInput(),
    bracketMatching(),
    language === 'yaml' ? yaml() : json(),
    syntaxHighlighting(highlightStyle),
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    editorTheme,
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({
      'aria-label': label,
      'aria-multiline': 'true',
      // A long text scrolls: axe wants the scrolling region's content keyboard-reachable by tabindex.
      tabindex: '0',
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    }),
  ];
}

function editableExtensions(readOnly: boolean, placeholder: string | undefined): Extension[] {
  return [
    EditorState.readOnly.of(readOnly),
    EditorView.editable.of(!readOnly),
    placeholder ? placeholderText(placeholder) : [],
  ];
}

/** The CodeMirror 6 editor behind the lazy `CodeEditor`; never import it directly. */
export function CodeEditorView(props: CodeEditorProps & { describedBy?: string }) {
  const { value, onChange, label, readOnly = false, placeholder, describedBy, language } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const editable = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Created once; later prop changes are dispatched into the running editor below.
  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          baseExtensions(label, describedBy, language),
          editable.current.of(editableExtensions(readOnly, placeholder)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial state only; updates follow.
  }, [label, describedBy, language]);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: editable.current.reconfigure(editableExtensions(readOnly, placeholder)),
    });
  }, [readOnly, placeholder]);

  return <div ref={host} style={{ height: '100%' }} />;
}
