import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import type {
  Brief,
  BriefBlock,
  BriefCell,
  BriefChart,
  BriefColumn,
  BriefSection,
} from '../domain/export/brief';
import { format } from '../i18n';

/**
 * The visit brief as an A4 PDF of one or two pages (issue 16), drawn with pdfkit.
 *
 * Fonts. pdfkit's own fonts are the 14 standard PDF fonts: no Devanagari (pdfkit throws on it), and their
 * metrics are loaded with `require('#standard-fonts/…')`, which a bundle does not have. The document is
 * therefore made with no default font (`font: ''`) and every text is set in Noto Sans Devanagari from
 * `@fontsource/noto-sans-devanagari`, which ships it in three subsets (latin, latin-ext, devanagari), regular
 * and bold: each text is cut into runs by script and each run is set in the subset that has its letters.
 * fontkit shapes the Devanagari runs (vowel signs before their consonant, conjuncts, reph); the files are
 * found next to the bundle (`fonts/`, copied there by the stack's bundling) or in the package (tests, twin).
 *
 * Copying text. A shaped Devanagari word is stored in glyph order ("िसरददर्" for "सिरदर्द"), so every text
 * is written as a tagged span whose ActualText is the text as it reads: marked content (`/Span <<…
 * /ActualText …>> BDC`, what Acrobat, Chrome and poppler copy) belonging to a structure element with the
 * same ActualText (the tagged PDF's tree, which screen readers and pdf.js read).
 *
 * Plain text only: the person's words are drawn as glyphs, never as links, form fields, scripts or actions.
 */

type Face = 'latin' | 'latin-ext' | 'devanagari';
type Weight = 400 | 700;
const FACES: readonly Face[] = ['latin', 'latin-ext', 'devanagari'];
const WEIGHTS: readonly Weight[] = [400, 700];
const FONT_PACKAGE = '@fontsource/noto-sans-devanagari/files';
const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;
const fontFile = (face: Face, weight: Weight) => `noto-sans-devanagari-${face}-${weight}-normal.woff`;
/** The font files the brief uses (the stack's bundling copies the same: infra/constructs/app-function.ts). */
const FONT_FILES = FACES.flatMap((face) => WEIGHTS.map((weight) => fontFile(face, weight)));

let fontBytes: Promise<Map<string, Uint8Array>> | undefined;

/** The fonts, read once per process: beside the bundle (`./fonts/`), else from the package. */
function loadFonts(): Promise<Map<string, Uint8Array>> {
  fontBytes ??= Promise.all(
    FONT_FILES.map(async (file) => [file, woffToSfnt(await readFile(fontPath(file)))] as const),
  ).then(
    (entries) => new Map(entries),
    (error: unknown) => {
      fontBytes = undefined;
      throw error;
    },
  );
  return fontBytes;
}

function fontPath(file: string): string {
  const beside = fileURLToPath(new URL(`./fonts/${file}`, import.meta.url));
  return existsSync(beside) ? beside : createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/${file}`);
}

/**
 * A WOFF font as the TrueType/OpenType file it wraps: its tables inflated once. fontkit reads a WOFF's tables
 * by inflating them again on every access (the whole `glyf` table for one glyph's box), which made a page
 * of Devanagari take seconds; the plain file is read in place.
 */
function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== origLength) throw new Error('damaged WOFF table');
    return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const out = new Uint8Array(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const sfnt = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.setUint32(0, view.getUint32(4));
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, numTables * 16 - power * 16);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    sfnt.setUint32(at, t.tag);
    sfnt.setUint32(at + 4, t.checksum);
    sfnt.setUint32(at + 8, offset);
    sfnt.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += padded(t.data.length);
  });
  return out;
}

/* ------------------------------------------------------------------------------------------------------ */
/* Page and styles                                                                                         */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const MAX_PAGES = 2;
const TOP = MARGIN;
/** Below it, the page number. */
const BOTTOM = PAGE.height - MARGIN - 16;
const LEFT = MARGIN;
const WIDTH = PAGE.width - 2 * MARGIN;

const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0f6b5c';
const RULE = '#cbd2d9';
const FAINT = '#e4e7eb';
const CHART_BACKGROUND = '#f5f7fa';

interface Style {
  size: number;
  weight: Weight;
  color: string;
}
const STYLES = {
  title: { size: 17, weight: 700, color: BRAND },
  person: { size: 12, weight: 700, color: INK },
  heading: { size: 12, weight: 700, color: BRAND },
  body: { size: 10, weight: 400, color: INK },
  cell: { size: 9, weight: 400, color: INK },
  header: { size: 8.5, weight: 700, color: MUTED },
  note: { size: 8.5, weight: 400, color: MUTED },
  footer: { size: 8, weight: 400, color: MUTED },
} satisfies Record<string, Style>;

/** Room for Devanagari's marks above and below the line. */
const leading = (style: Style) => style.size * 1.45;
const baseline = (style: Style) => style.size * 1.05;

const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;
const CHART_HEIGHT = 12;
const QUESTION_LINE = 22;
const MIN_QUESTION_LINES = 3;

/**
 * How many lines each kind of text may take. The first that fits two pages is used: every text in full
 * (up to its lines), then the person's own words cut to one line, then every cell on one line.
 */
interface Limits {
  cellLines: number;
  /** Cells of a `clip` column: the person's own words. */
  clipLines: number;
  paragraphLines: number;
  noteLines: number;
  itemLines: number;
}
const TIERS: readonly Limits[] = [
  { cellLines: 2, clipLines: 2, paragraphLines: 4, noteLines: 3, itemLines: 3 },
  { cellLines: 2, clipLines: 1, paragraphLines: 2, noteLines: 2, itemLines: 2 },
  { cellLines: 1, clipLines: 1, paragraphLines: 2, noteLines: 2, itemLines: 2 },
];

/* ------------------------------------------------------------------------------------------------------ */
/* Scripts                                                                                                 */

const inRanges = (cp: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => cp >= from && cp <= to);

// The subsets' ranges, as @fontsource/noto-sans-devanagari's unicode.json lists them.
const DEVANAGARI: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
  [0x11b00, 0x11b09],
];
const LATIN: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
const LATIN_EXT: readonly (readonly [number, number])[] = [
  [0x0100, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1eff],
  [0x20a0, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

/** The subset with a code point's glyph; undefined for a space, which joins the run it is in. */
function faceOf(cp: number): Face | undefined {
  if (cp === 0x20) return undefined;
  if (inRanges(cp, DEVANAGARI)) return 'devanagari';
  if (inRanges(cp, LATIN)) return 'latin';
  // A letter no subset has (another script, an emoji) gets the latin subset's empty box.
  return inRanges(cp, LATIN_EXT) ? 'latin-ext' : 'latin';
}

/** A text cut where its script changes: each run in the font that has its letters. */
export function scriptRuns(text: string): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = [];
  let pending = '';
  for (const char of text) {
    const face = faceOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (face === undefined) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.face === face) last.text += char;
    else {
      runs.push({ face, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ face: 'latin', text: pending });
  return runs;
}

const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

/* ------------------------------------------------------------------------------------------------------ */
/* The writer                                                                                              */

interface Piece {
  face: Face;
  text: string;
  width: number;
}
interface Line {
  pieces: Piece[];
  width: number;
}
/** A text laid out in lines; `text` is what shows (ellipsised when it did not fit). */
interface Laid {
  lines: Line[];
  text: string;
  style: Style;
}

type Struct = PDFKit.PDFStructureElement;

/** Text widths in the brief's fonts, remembered for the document (each one is a shaping). */
class Measure {
  private widths = new Map<string, number>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  width(text: string, style: Style): number {
    let total = 0;
    for (const run of scriptRuns(text)) total += this.runWidth(run.face, run.text, style);
    return total;
  }

  runWidth(face: Face, text: string, style: Style): number {
    const key = `${face}|${style.weight}|${style.size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(fontName(face, style.weight)).fontSize(style.size).widthOfString(text);
      this.widths.set(key, width);
    }
    return width;
  }
}

/**
 * Lays the brief out top to bottom, page by page. With `draw` false it only measures: how many pages the
 * brief needs with these limits.
 */
class Writer {
  page = 1;
  y = TOP;
  /** Something was left out because a third page would have been needed. */
  overflow = false;
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly measure: Measure,
    private readonly limits: Limits,
    private readonly draw: boolean,
  ) {}

  /* Text -------------------------------------------------------------------------------------------- */

  /**
   * Greedy line breaking at spaces, from the words' widths (shaping happens within a word); a word wider
   * than the line is cut between letters. Past `maxLines` the last line ends in "…".
   */
  lay(text: string, style: Style, maxWidth: number, maxLines: number): Laid {
    const m = this.measure;
    const space = m.width(' ', style);
    const lines: { words: string[]; width: number }[] = [];
    let line: { words: string[]; width: number } = { words: [], width: 0 };
    const push = () => {
      if (line.words.length) lines.push(line);
      line = { words: [], width: 0 };
    };
    for (const word of text.split(' ').filter(Boolean)) {
      const w = m.width(word, style);
      if (line.words.length && line.width + space + w > maxWidth) push();
      if (w <= maxWidth) {
        line.width += (line.words.length ? space : 0) + w;
        line.words.push(word);
        continue;
      }
      let part = '';
      for (const g of graphemes(word)) {
        if (part && m.width(part + g, style) > maxWidth) {
          line = { words: [part], width: m.width(part, style) };
          push();
          part = '';
        }
        part += g;
      }
      line = { words: [part], width: m.width(part, style) };
    }
    push();
    if (lines.length > maxLines) {
      lines.length = maxLines;
      const last = lines[maxLines - 1]!;
      const ellipsis = m.width('…', style);
      while (last.words.length > 1 && last.width + ellipsis > maxWidth) {
        const word = last.words.pop()!;
        last.width -= space + m.width(word, style);
      }
      let final = last.words.join(' ');
      if (last.width + ellipsis > maxWidth) {
        const letters = graphemes(final);
        while (letters.length && m.width(`${letters.join('')}…`, style) > maxWidth) letters.pop();
        final = letters.join('');
      }
      last.words = [`${final}…`];
    }
    const texts = lines.map((l) => l.words.join(' '));
    return {
      style,
      text: texts.join(' '),
      lines: texts.map((l) => {
        const pieces = scriptRuns(l).map((r) => ({ ...r, width: m.runWidth(r.face, r.text, style) }));
        return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0) };
      }),
    };
  }

  private height(laid: Laid) {
    return laid.lines.length * leading(laid.style);
  }

  /** Draws laid-out lines with their top at `top`. */
  private paint(laid: Laid, x: number, top: number, width: number, align: 'left' | 'right' = 'left') {
    const { style } = laid;
    this.doc.fillColor(style.color);
    laid.lines.forEach((line, i) => {
      let at = align === 'right' ? x + width - line.width : x;
      const y = top + i * leading(style) + baseline(style);
      for (const piece of line.pieces) {
        this.doc
          .font(fontName(piece.face, style.weight))
          .fontSize(style.size)
          .text(piece.text, at, y, { lineBreak: false, baseline: 'alphabetic' });
        at += piece.width;
      }
    });
  }

  /**
   * A text as a tagged span: a structure element of `role` under `parent` and the marked content that draws
   * it, both with the text as it reads (ActualText).
   */
  private tagged(parent: Struct | undefined, role: string, actual: string, paint: () => void) {
    if (!this.draw || !parent) return;
    const element = this.doc.struct(role, actual ? { actual } : {});
    parent.add(element);
    if (actual) {
      const content = this.doc.markStructureContent('Span', { actual });
      paint();
      this.doc.endMarkedContent();
      element.add(content);
    }
    element.end();
  }

  /** Lines, rules and bars: decoration, not content. */
  private artifact(paint: () => void) {
    if (!this.draw) return;
    this.doc.markContent('Artifact', { type: 'Layout' });
    paint();
    this.doc.endMarkedContent();
  }

  private struct(
    parent: Struct | undefined,
    role: string,
    options: { alt?: string } = {},
  ): Struct | undefined {
    if (!this.draw || !parent) return undefined;
    const element = this.doc.struct(role, options);
    parent.add(element);
    return element;
  }

  /**
   * Room for `height` more: on this page, or on a new one. False when that would be a third page: what does
   * not fit is left out, and `overflow` says so (the brief is then laid out again, more compactly).
   */
  private ensure(height: number): boolean {
    if (this.y + height <= BOTTOM || this.y === TOP) return true;
    if (this.page >= MAX_PAGES) {
      this.overflow = true;
      return false;
    }
    this.page += 1;
    this.y = TOP;
    if (this.draw) this.doc.addPage();
    return true;
  }

  /** A paragraph across the page. */
  private text(parent: Struct | undefined, role: string, text: string, style: Style, maxLines: number) {
    const laid = this.lay(text, style, WIDTH, maxLines);
    const h = this.height(laid);
    if (!this.ensure(h)) return;
    const top = this.y;
    this.tagged(parent, role, laid.text, () => this.paint(laid, LEFT, top, WIDTH));
    this.y += h;
  }

  /* The brief --------------------------------------------------------------------------------------- */

  write(brief: Brief, root: Struct | undefined) {
    this.text(root, 'H1', brief.title, STYLES.title, 2);
    if (brief.person) this.text(root, 'P', brief.person, STYLES.person, 1);
    this.text(root, 'P', `${brief.period.label}: ${brief.period.text}`, STYLES.body, 2);
    this.text(root, 'P', brief.prepared, STYLES.note, 2);
    this.y += 4;
    const y = this.y;
    this.artifact(() =>
      this.doc
        .moveTo(LEFT, y)
        .lineTo(LEFT + WIDTH, y)
        .lineWidth(0.8)
        .strokeColor(BRAND)
        .stroke(),
    );
    this.y += 6;
    for (const section of brief.sections) this.section(section, root);
  }

  private section(section: BriefSection, root: Struct | undefined) {
    const heading = this.lay(section.heading, STYLES.heading, WIDTH, 2);
    // A heading stays with the start of what it introduces (a note and what follows it).
    const [first, second] = section.blocks;
    const start = this.firstHeight(first) + (first?.kind === 'note' ? this.firstHeight(second) : 0);
    if (!this.ensure(8 + this.height(heading) + start)) return;
    const sect = this.struct(root, 'Sect');
    if (this.y > TOP) this.y += 8;
    const top = this.y;
    this.tagged(sect, 'H2', heading.text, () => this.paint(heading, LEFT, top, WIDTH));
    this.y += this.height(heading) + 2;
    section.blocks.forEach((block, i) => {
      // Two tables in a row (the wellness averages, then the measurements) are set a little apart.
      if (block.kind === 'table' && section.blocks[i - 1]?.kind === 'table') this.y += 6;
      this.block(block, sect);
    });
    sect?.end();
  }

  /** The least of a block that may start a page. */
  private firstHeight(block: BriefBlock | undefined): number {
    if (!block) return 0;
    switch (block.kind) {
      case 'table':
        return 2 * (leading(STYLES.cell) + 2 * CELL_PAD_Y);
      case 'lines':
        return leading(STYLES.note) + MIN_QUESTION_LINES * QUESTION_LINE;
      case 'note':
        return leading(STYLES.note) * 2;
      default:
        return leading(STYLES.body) * 2;
    }
  }

  private block(block: BriefBlock, sect: Struct | undefined) {
    switch (block.kind) {
      case 'paragraph':
        return this.text(sect, 'P', block.text, STYLES.body, this.limits.paragraphLines);
      case 'note':
        this.y += 2;
        this.text(sect, 'P', block.text, STYLES.note, this.limits.noteLines);
        this.y += 2;
        return;
      case 'list':
        return this.list(block.items, sect);
      case 'table':
        return this.table(block.columns, block.rows, sect);
      case 'lines':
        return this.lines(block.count);
    }
  }

  private list(items: string[], sect: Struct | undefined) {
    const list = this.struct(sect, 'L');
    const indent = 12;
    for (const item of items) {
      const laid = this.lay(item, STYLES.body, WIDTH - indent, this.limits.itemLines);
      const h = this.height(laid) + 3;
      if (!this.ensure(h)) continue;
      const top = this.y;
      this.artifact(() =>
        this.doc
          .circle(LEFT + 4, top + baseline(STYLES.body) - STYLES.body.size * 0.3, 1.6)
          .fillColor(BRAND)
          .fill(),
      );
      this.tagged(list, 'LI', laid.text, () => this.paint(laid, LEFT + indent, top, WIDTH - indent));
      this.y += h;
    }
    list?.end();
  }

  private table(columns: BriefColumn[], rows: BriefCell[][], sect: Struct | undefined) {
    const table = this.struct(sect, 'Table');
    const total = columns.reduce((sum, c) => sum + c.weight, 0);
    const widths = columns.map((c) => (WIDTH * c.weight) / total);
    const xs = widths.map((_, i) => LEFT + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const inner = (i: number) => widths[i]! - 2 * CELL_PAD_X;

    const header = () => {
      const laid = columns.map((c, i) => this.lay(c.label, STYLES.header, inner(i), 2));
      const h = Math.max(...laid.map((l) => this.height(l))) + 2 * CELL_PAD_Y;
      const top = this.y;
      const tr = this.struct(table, 'TR');
      laid.forEach((l, i) =>
        this.tagged(tr, 'TH', l.text, () =>
          this.paint(l, xs[i]! + CELL_PAD_X, top + CELL_PAD_Y, inner(i), columns[i]!.align),
        ),
      );
      tr?.end();
      this.artifact(() =>
        this.doc
          .moveTo(LEFT, top + h)
          .lineTo(LEFT + WIDTH, top + h)
          .lineWidth(0.8)
          .strokeColor(RULE)
          .stroke(),
      );
      this.y += h;
    };

    const lines = columns.map((c) => (c.clip ? this.limits.clipLines : this.limits.cellLines));
    const layRow = (row: BriefCell[]) =>
      row.map((cell, i) => this.lay(cell.text, STYLES.cell, inner(i), lines[i]!));
    const rowHeight = (laid: Laid[], row: BriefCell[]) =>
      Math.max(...laid.map((l, i) => (row[i]?.chart ? CHART_HEIGHT : this.height(l))), leading(STYLES.cell)) +
      2 * CELL_PAD_Y;

    const headerHeight = Math.max(
      ...columns.map((c, i) => this.height(this.lay(c.label, STYLES.header, inner(i), 2))),
    );
    const first = rows[0] ? rowHeight(layRow(rows[0]), rows[0]) : 0;
    if (!this.ensure(headerHeight + 2 * CELL_PAD_Y + first)) return table?.end();
    header();
    for (const row of rows) {
      const laid = layRow(row);
      const h = rowHeight(laid, row);
      if (this.y + h > BOTTOM) {
        const page = this.page;
        if (!this.ensure(h + headerHeight + 2 * CELL_PAD_Y)) break;
        if (this.page !== page) header();
      }
      const top = this.y;
      const tr = this.struct(table, 'TR');
      row.forEach((cell, i) => {
        const x = xs[i]! + CELL_PAD_X;
        if (cell.chart) this.chart(tr, cell.chart, x, top + CELL_PAD_Y, inner(i));
        else
          this.tagged(tr, 'TD', laid[i]!.text, () =>
            this.paint(laid[i]!, x, top + CELL_PAD_Y, inner(i), columns[i]!.align),
          );
      });
      tr?.end();
      this.artifact(() =>
        this.doc
          .moveTo(LEFT, top + h)
          .lineTo(LEFT + WIDTH, top + h)
          .lineWidth(0.4)
          .strokeColor(FAINT)
          .stroke(),
      );
      this.y += h;
    }
    table?.end();
  }

  /**
   * A symptom's days as bars from the baseline (their height the day's highest severity), days grouped when
   * there are more than the width has room for. The baseline is drawn under the days with something
   * recorded: a gap in it is a day with nothing.
   */
  private chart(tr: Struct | undefined, chart: BriefChart, x: number, top: number, width: number) {
    const n = chart.values.length;
    if (!this.draw || n === 0) {
      this.tagged(tr, 'TD', '', () => undefined);
      return;
    }
    const bars = Math.max(1, Math.min(n, Math.floor(width / 1.2)));
    const step = width / bars;
    const groups = Array.from({ length: bars }, (_, b) => {
      const start = Math.floor((b * n) / bars);
      const days = chart.values.slice(start, Math.max(start + 1, Math.floor(((b + 1) * n) / bars)));
      const known = days.filter((v): v is number => v !== null);
      return known.length ? Math.max(...known) : null;
    });
    const bottom = top + CHART_HEIGHT;
    const td = this.struct(tr, 'TD');
    const figure = this.struct(td, 'Figure', { alt: chart.alt });
    const content = this.doc.markStructureContent('Figure');
    this.doc.rect(x, top, width, CHART_HEIGHT).fillColor(CHART_BACKGROUND).fill();
    const recorded = groups.flatMap((v, b) => (v === null ? [] : [b]));
    if (recorded.length) {
      for (const b of recorded) this.doc.rect(x + b * step, bottom - 0.5, step, 0.5);
      this.doc.fillColor(RULE).fill();
    }
    const severe = groups.flatMap((v, b) => (v !== null && v > 0 ? [{ b, v }] : []));
    if (severe.length) {
      for (const { b, v } of severe) {
        const h = (Math.min(v, chart.max) / chart.max) * CHART_HEIGHT;
        this.doc.rect(x + b * step, bottom - h, Math.max(step * 0.8, 0.5), h);
      }
      this.doc.fillColor(BRAND).fill();
    }
    this.doc.endMarkedContent();
    figure?.add(content);
    figure?.end();
    td?.end();
  }

  /** Ruled lines to write on: as many as the page has room for, up to `count` (at least a few). */
  private lines(count: number) {
    this.ensure(MIN_QUESTION_LINES * QUESTION_LINE);
    const n = Math.max(0, Math.min(count, Math.floor((BOTTOM - this.y) / QUESTION_LINE)));
    const top = this.y;
    if (n === 0) return;
    this.artifact(() => {
      for (let i = 1; i <= n; i++) {
        this.doc.moveTo(LEFT, top + i * QUESTION_LINE).lineTo(LEFT + WIDTH, top + i * QUESTION_LINE);
      }
      this.doc.lineWidth(0.5).strokeColor(RULE).stroke();
    });
    this.y += n * QUESTION_LINE;
  }

  /** "Pagina 1 di 2" at the foot of every page. */
  footers(brief: Brief) {
    const pages = this.doc.bufferedPageRange();
    for (let i = 0; i < pages.count; i++) {
      this.doc.switchToPage(pages.start + i);
      const label = format(brief.pageLabel, { page: i + 1, pages: pages.count });
      const laid = this.lay(label, STYLES.footer, WIDTH, 1);
      const top = PAGE.height - MARGIN - leading(STYLES.footer) + 4;
      // The page number repeats on every page: an artifact (pagination), still copied as it reads.
      this.doc.markContent('Artifact', { type: 'Pagination' });
      this.doc.markContent('Span', { actual: laid.text });
      this.paint(laid, LEFT, top, WIDTH, 'right');
      this.doc.endMarkedContent();
      this.doc.endMarkedContent();
    }
  }
}

/* ------------------------------------------------------------------------------------------------------ */

/** The brief as PDF bytes: A4, one or two pages, fonts embedded (subsets), text tagged. */
export async function renderBriefPdf(brief: Brief): Promise<Uint8Array> {
  // pdfkit and fontkit (about 800 KB) are a file of their own beside the bundle, loaded by the first brief.
  const [fonts, { default: PDFDocument }] = await Promise.all([loadFonts(), import('pdfkit')]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    // No default font: pdfkit's would be the standard Helvetica (see above).
    font: '',
    pdfVersion: '1.7',
    tagged: true,
    lang: brief.lang,
    displayTitle: true,
    info: {
      Title: brief.person ? `${brief.title} – ${brief.person}` : brief.title,
      Subject: brief.subject,
    },
  });
  for (const face of FACES) {
    for (const weight of WEIGHTS)
      doc.registerFont(fontName(face, weight), fonts.get(fontFile(face, weight))!);
  }
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  // Measured first: a brief that would need a third page is laid out again with fewer lines per text.
  const measure = new Measure(doc);
  const limits =
    TIERS.find((tier) => {
      const trial = new Writer(doc, measure, tier, false);
      trial.write(brief, undefined);
      return !trial.overflow;
    }) ?? TIERS.at(-1)!;

  doc.addPage();
  const root = doc.struct('Document');
  doc.addStructure(root);
  const writer = new Writer(doc, measure, limits, true);
  writer.write(brief, root);
  root.end();
  writer.footers(brief);
  doc.end();
  await ended;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
