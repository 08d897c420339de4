/**
 * The page's two CodeMirror 6 editors: the document being edited (JSON or
 * YAML, with fault diagnostics and a "go to line") and the read-only result.
 */
import { Compartment, EditorState, StateEffect, StateField, type Extension } from "@codemirror/state";
import { Decoration, EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, placeholder, type DecorationSet } from "@codemirror/view";
// @codemirror/language comes with the language packages; highlighting styles live there.
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { json } from "@codemirror/lang-json";
import { yaml } from "@codemirror/lang-yaml";
import { lintGutter, setDiagnostics, type Diagnostic } from "@codemirror/lint";
import type { Format } from "./format.ts";

export interface EditorOptions {
  /** The page's Content-Security-Policy nonce: CodeMirror's injected style element needs it. */
  nonce: string;
  /** The accessible name of the editing area. */
  label: string;
  format: Format;
  text?: string;
}

/** A problem to show on a line of the document. */
export interface LineDiagnostic {
  line: number;
  message: string;
  /** Default "error"; a rule an XML document breaks with a warning flag is a "warning". */
  severity?: "error" | "warning";
}

/** What an editor may hold: the document as JSON or YAML, or XML (a converted invoice, shown as plain text). */
export type Shown = Format | "xml";

/**
 * What each kind of text brings to an editor: JSON and YAML their language;
 * XML, shown as plain text, wraps its lines (an element with its namespaces,
 * or a long description, would otherwise run far off the pane's right edge).
 */
const LANGUAGES: Record<Shown, () => Extension> = { json, yaml, xml: () => EditorView.lineWrapping };

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "13px", backgroundColor: "var(--editor-bg)" },
  "&.cm-focused": { outline: "2px solid var(--focus)", outlineOffset: "-2px" },
  ".cm-scroller": { fontFamily: "var(--mono)", lineHeight: "1.55", overflow: "auto" },
  ".cm-gutters": { backgroundColor: "var(--gutter-bg)", color: "var(--muted)", borderRight: "1px solid var(--border)" },
  ".cm-activeLine": { backgroundColor: "var(--active-line)" },
  ".cm-activeLineGutter": { backgroundColor: "var(--active-line)", color: "var(--text)" },
  ".cm-fault-target": { backgroundColor: "var(--target-line)" },
});

/** Common to both editors. */
function baseExtensions(options: EditorOptions, language: Compartment): Extension[] {
  return [
    EditorView.cspNonce.of(options.nonce),
    EditorView.contentAttributes.of({ "aria-label": options.label }),
    lineNumbers(),
    drawSelection(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    language.of(LANGUAGES[options.format]()),
    theme,
  ];
}

/** Replaces an editor's whole text, in the language of its format, with the cursor at the top. */
function replaceText(view: EditorView, language: Compartment, text: string, format: Shown): void {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: text },
    selection: { anchor: 0 },
    effects: language.reconfigure(LANGUAGES[format]()),
    scrollIntoView: true,
  });
}

/** Marks the line a fault was followed to, until the text changes. */
const markLine = StateEffect.define<number>();
const targetLine = Decoration.line({ class: "cm-fault-target" });
const markedLine = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    for (const effect of transaction.effects) {
      if (effect.is(markLine)) return Decoration.set([targetLine.range(transaction.state.doc.line(effect.value).from)]);
    }
    return transaction.docChanged ? Decoration.none : marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The document editor. */
export class DocumentEditor {
  readonly view: EditorView;
  private readonly language = new Compartment();

  /** `extensions`: more for this editor (the schemas' descriptions on hover). */
  constructor(parent: HTMLElement, options: EditorOptions & { onSubmit: () => void; extensions?: Extension[] }) {
    this.view = new EditorView({
      parent,
      state: EditorState.create({
        doc: options.text ?? "",
        extensions: [
          ...baseExtensions(options, this.language),
          highlightActiveLine(),
          highlightActiveLineGutter(),
          lintGutter(),
          markedLine,
          history(),
          keymap.of([{ key: "Mod-Enter", run: () => (options.onSubmit(), true) }, ...defaultKeymap, ...historyKeymap]),
          ...(options.extensions ?? []),
        ],
      }),
    });
  }

  get text(): string {
    return this.view.state.doc.toString();
  }

  /** Replaces the whole text (an example, a conversion, a result taken as input), dropping the old diagnostics. */
  setText(text: string, format: Shown): void {
    replaceText(this.view, this.language, text, format);
    this.showDiagnostics([]);
  }

  /** Shows problems as lint diagnostics, each over its whole line (lines beyond the text are left out). */
  showDiagnostics(problems: readonly LineDiagnostic[]): void {
    const doc = this.view.state.doc;
    const diagnostics: Diagnostic[] = problems
      .filter((problem) => problem.line >= 1 && problem.line <= doc.lines)
      .map((problem) => {
        const line = doc.line(problem.line);
        return { from: line.from, to: line.to, severity: problem.severity ?? "error", source: "bizdoc", message: problem.message };
      });
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics));
  }

  /** Moves the cursor to a line, selects and marks it, scrolls it into view and focuses the editor. */
  selectLine(number: number): void {
    const doc = this.view.state.doc;
    const line = doc.line(Math.min(Math.max(1, number), doc.lines));
    this.view.dispatch({
      selection: { anchor: line.from, head: line.to },
      effects: [markLine.of(line.number), EditorView.scrollIntoView(line.from, { y: "center" })],
    });
    this.view.focus();
  }
}

/** The read-only result panel. */
export class ResultViewer {
  readonly view: EditorView;
  private readonly language = new Compartment();

  constructor(parent: HTMLElement, options: EditorOptions) {
    this.view = new EditorView({
      parent,
      state: EditorState.create({
        doc: options.text ?? "",
        // Wrapped: a long message or digest stays readable without scrolling sideways.
        extensions: [
          ...baseExtensions(options, this.language),
          EditorState.readOnly.of(true),
          EditorView.lineWrapping,
          placeholder("The API's answer shows here: press Build, Validate, Correct, Keygen, Sign or Verify."),
        ],
      }),
    });
  }

  show(text: string, format: Shown): void {
    replaceText(this.view, this.language, text, format);
  }
}
