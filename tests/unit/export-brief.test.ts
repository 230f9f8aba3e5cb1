import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { Correlation, CorrelationsResponse } from '../../lambdas/contracts/analytics';
import type { DataExport, ExportedMedication } from '../../lambdas/contracts/export';
import type { AppointmentBody, Stored, SymptomBody, WellnessBody } from '../../lambdas/contracts/records';
import { DEFAULT_SETTINGS } from '../../lambdas/contracts/reminders';
import { scheduledDoseId } from '../../lambdas/contracts/schedule';
import {
  BRIEF_LIMITS,
  plain,
  trendOf,
  visitBrief,
  type Brief,
  type BriefBlock,
  type BriefContext,
  type BriefSectionId,
} from '../../lambdas/domain/export/brief';
import { zonedInstant } from '../../lambdas/domain/reminders/time';
import { renderBriefPdf, scriptRuns } from '../../lambdas/lib/pdf';

/*
 * The visit brief (issue 16): the model built from a hand-made diary of March 2026 in Rome (adherence, peak,
 * trend, ranges, caps), then the PDF itself, read back with pdf.js: its headings, its page count, the Hindi
 * word as it reads, and the person's words as plain text only.
 */

const TZ = 'Europe/Rome';
const NOW = Date.parse('2026-03-31T10:00:00+02:00');
const at = (day: string, time: string) => zonedInstant(day, time, TZ).iso;
const march = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-03-${String(from + i).padStart(2, '0')}`);

let ids = 0;
const meta = () => ({
  id: `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  version: 1,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
});

const RAMIPRIL = '11111111-1111-4111-8111-111111111111';
const VITAMIN = '22222222-2222-4222-8222-222222222222';

function medication(
  fields: Partial<ExportedMedication> & Pick<ExportedMedication, 'name' | 'dose' | 'schedule'>,
): ExportedMedication {
  return { ...meta(), form: 'compresse', startDate: '2026-01-01', active: true, doses: [], ...fields };
}

const taken = (
  medicationId: string,
  day: string,
  time: string,
  status: 'taken' | 'late' | 'skipped' = 'taken',
) => ({
  ...meta(),
  id: scheduledDoseId(medicationId, day, time),
  status,
  scheduledFor: at(day, time),
  ...(status === 'skipped' ? {} : { takenAt: at(day, time) }),
});

function episode(symptom: string, day: string, severity: number, custom = false): Stored<SymptomBody> {
  return {
    ...meta(),
    symptom,
    custom,
    bodyArea: 'testa',
    severity,
    startedAt: at(day, '09:00'),
    endedAt: at(day, '12:00'),
    triggers: [],
  };
}

function appointment(
  day: string,
  time: string,
  fields: Partial<AppointmentBody> = {},
): Stored<AppointmentBody> {
  return { ...meta(), title: 'Controllo', startsAt: at(day, time), ...fields };
}

function diary(): DataExport {
  const ramiprilDoses = [
    // Taken from the app (the dose's id is the due time's): 1–20 and 30–31 March, and 28 February (before).
    ...march(1, 20).map((d) => taken(RAMIPRIL, d, '08:00')),
    ...march(30, 31).map((d) => taken(RAMIPRIL, d, '08:00')),
    taken(RAMIPRIL, '2026-02-28', '08:00'),
    // Late, recorded under other ids: they count for the due time they name.
    ...march(21, 22).map((d) => ({ ...taken(RAMIPRIL, d, '08:00', 'late'), ...meta() })),
    ...march(23, 25).map((d) => taken(RAMIPRIL, d, '08:00', 'skipped')),
    // A dose at a time that was not due: not in the figure.
    { ...taken(RAMIPRIL, '2026-03-05', '14:00'), ...meta() },
  ];
  return {
    format: 'salute-diario-export',
    formatVersion: 1,
    exportedAt: new Date(NOW).toISOString(),
    dateRange: { from: '2026-03-01', to: '2026-03-31' },
    profile: {
      id: 'u',
      email: 'maria.rossi@example.com',
      name: 'Maria Rossi',
      language: 'it',
      createdAt: null,
      healthDataConsentAt: null,
    },
    settings: { ...DEFAULT_SETTINGS, timeZone: TZ },
    symptoms: [
      // सिरदर्द (the person's own words): 2 and 3 in the first half, six bad days in the second.
      ...[
        ['2026-03-02', 2],
        ['2026-03-06', 3],
        ['2026-03-17', 7],
        ['2026-03-19', 8],
        ['2026-03-21', 6],
        ['2026-03-24', 7],
        ['2026-03-27', 8],
        ['2026-03-29', 6],
      ].map(([day, severity]) => episode('सिरदर्द', day as string, severity as number, true)),
      episode('सिरदर्द', '2026-02-10', 9, true),
      episode('nausea', '2026-03-03', 4),
      episode('nausea', '2026-03-20', 4),
      episode('febbre', '2026-03-10', 5),
      // Still going on: it overlaps the period.
      { ...episode('stanchezza', '2026-02-20', 3), endedAt: null },
    ],
    medications: [
      medication({
        id: RAMIPRIL,
        name: 'Ramipril',
        strength: '5 mg',
        activeIngredient: 'ramipril',
        dose: { amount: 1, unit: 'compressa' },
        schedule: { type: 'fixed', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
        doses: ramiprilDoses,
      }),
      medication({
        id: VITAMIN,
        name: 'Vitamina D',
        form: 'gocce',
        dose: { amount: 10, unit: 'goccia' },
        schedule: { type: 'fixed', times: ['09:00'], weekdays: [4, 1] },
        // Six of the nine Mondays and Thursdays.
        doses: ['02', '05', '09', '12', '16', '19'].map((d) => taken(VITAMIN, `2026-03-${d}`, '09:00')),
      }),
      medication({
        name: 'Tachipirina',
        strength: '1000 mg',
        dose: { amount: 1, unit: 'compressa' },
        schedule: { type: 'asNeeded', maxPerDay: 3 },
        doses: [
          ...['2026-03-04', '2026-03-12', '2026-03-25', '2026-02-20'].map((d) => ({
            ...meta(),
            status: 'taken' as const,
            takenAt: at(d, '15:00'),
          })),
          { ...meta(), status: 'skipped' as const },
        ],
      }),
      medication({
        name: 'Eparina',
        form: 'iniezione',
        startDate: '2026-03-01',
        dose: { amount: 1, unit: 'unita' },
        schedule: { type: 'interval', everyDays: 2, times: ['20:00', '08:00'] },
      }),
      medication({
        name: '<script>alert(1)</script>',
        form: 'bustine',
        dose: { amount: 0.5, unit: 'bustina' },
        schedule: { type: 'asNeeded' },
      }),
      medication({
        name: 'Amoxicillina',
        active: false,
        dose: { amount: 1, unit: 'compressa' },
        schedule: { type: 'fixed', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      }),
      medication({
        name: 'Cortisone',
        endDate: '2026-03-15',
        dose: { amount: 1, unit: 'compressa' },
        schedule: { type: 'fixed', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      }),
    ],
    wellness: [
      ...march(1, 31).map((date, i): Stored<WellnessBody> => {
        const measurements: WellnessBody['measurements'] =
          date === '2026-03-01'
            ? { systolic: 130, diastolic: 85, weightKg: 72.45 }
            : date === '2026-03-11'
              ? { systolic: 142, diastolic: 91, glucoseMgDl: 95 }
              : date === '2026-03-21'
                ? { systolic: 118, diastolic: 76, weightKg: 72.1 }
                : undefined;
        return {
          ...meta(),
          date,
          sleepHours: i === 0 ? 6 : 7.5,
          mood: i % 2 === 0 ? 3 : 4,
          ...(measurements ? { measurements } : {}),
        };
      }),
      { ...meta(), date: '2026-02-27', measurements: { systolic: 200, diastolic: 120 } },
    ],
    appointments: [
      appointment('2026-04-20', '09:00', { title: 'Esami del sangue', place: 'Laboratorio analisi' }),
      appointment('2026-04-03', '10:30', {
        title: 'Visita cardiologica',
        doctor: 'Dott. Bianchi',
        specialty: 'cardiologia',
        place: 'Ospedale San Giovanni',
        notes: '=HYPERLINK("http://x")',
      }),
      appointment('2026-03-10', '11:00', { title: 'Passato' }),
    ],
    conversations: [],
  };
}

function finding(summary: string): Correlation {
  return {
    symptom: 'सिरदर्द',
    symptomLabel: 'सिरदर्द',
    factor: { kind: 'wellness', key: 'stress', label: 'stress' },
    lagDays: 0,
    association: 'positive',
    effect: 2.1,
    ci95: [1, 3.2],
    pValue: 0.001,
    qValue: 0.01,
    daysWith: 12,
    daysWithout: 19,
    strength: 'forte',
    summary,
  };
}

function analysis(fields: Partial<CorrelationsResponse> = {}): CorrelationsResponse {
  return {
    window: { from: '2026-03-01', to: '2026-03-31', days: 31, observedDays: 31 },
    tested: 20,
    correlations: [
      finding(
        "Nei giorni con stress sopra 3, l'intensità di सिरदर्द è stata in media più alta di 2,1 punti su 10.",
      ),
      finding('Il giorno dopo un giorno con ore di sonno fino a 6, l’intensità di nausea è stata più alta.'),
    ],
    needMoreData: [],
    patterns: [],
    series: { days: march(1, 31), symptoms: [] },
    suggestions: [],
    offline: false,
    ...fields,
  };
}

const CTX: BriefContext = { lang: 'it', timeZone: TZ, nowMs: NOW, from: '2026-03-01', to: '2026-03-31' };

function blocks(brief: Brief, id: BriefSectionId): BriefBlock[] {
  const section = brief.sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section.blocks;
}
const tables = (brief: Brief, id: BriefSectionId) =>
  blocks(brief, id).flatMap((b) => (b.kind === 'table' ? [b] : []));
const rows = (brief: Brief, id: BriefSectionId, table = 0) =>
  tables(brief, id)[table]!.rows.map((row) => row.map((cell) => cell.text));
const notes = (brief: Brief, id: BriefSectionId) =>
  blocks(brief, id).flatMap((b) => (b.kind === 'note' || b.kind === 'paragraph' ? [b.text] : []));

describe('the visit brief, as a model', () => {
  const brief = visitBrief(diary(), { ...CTX, analysis: analysis() });

  it('names the person and the period, in Italian', () => {
    expect(brief.title).toBe('Riepilogo per la visita');
    expect(brief.person).toBe('Maria Rossi');
    expect(brief.period).toEqual({ label: 'Periodo', text: '1 marzo 2026 – 31 marzo 2026' });
    expect(brief.prepared).toContain('31 marzo 2026');
    expect(brief.pageLabel).toBe('Pagina {{page}} di {{pages}}');
    expect(brief.sections.map((s) => s.heading)).toEqual([
      'Farmaci in corso',
      'Sintomi',
      'Benessere e misurazioni',
      'Associazioni osservate',
      'Prossimi appuntamenti',
      'Domande per il medico',
    ]);
  });

  it('lists the medications still taken, with dose, schedule in words and adherence over the period', () => {
    expect(rows(brief, 'medications')).toEqual([
      ['<script>alert(1)</script>', '0,5 bustine', 'Al bisogno', 'Al bisogno: 0 dosi prese'],
      ['Eparina', '1 unità', 'Ogni 2 giorni alle 08:00 e 20:00', '0% (0 dosi su 31)'],
      // 31 due (today's 08:00 included, it is 10:00): 22 taken, 2 late under other ids; 3 skipped, 4 missing.
      ['Ramipril 5 mg (ramipril)', '1 compressa', 'Ogni giorno alle 08:00', '77% (24 dosi su 31)'],
      [
        'Tachipirina 1000 mg',
        '1 compressa',
        'Al bisogno, al massimo 3 volte al giorno',
        'Al bisogno: 3 dosi prese',
      ],
      ['Vitamina D', '10 gocce', 'Lunedì e giovedì alle 09:00', '67% (6 dosi su 9)'],
    ]);
    expect(notes(brief, 'medications')).toEqual([
      "L'aderenza conta le dosi segnate come prese, anche in ritardo, su quelle previste fino a oggi.",
    ]);
  });

  it('counts each symptom of the period, its peak and its trend, with a day-by-day chart', () => {
    expect(rows(brief, 'symptoms').map((row) => row.slice(0, 4))).toEqual([
      // First half 5 ÷ 15 days, second half 42 ÷ 16: worse. The February episode is outside the period.
      ['सिरदर्द', '8', '8/10', 'In peggioramento (da 0,3 a 2,6)'],
      ['Nausea', '2', '4/10', 'Stabile'],
      ['Febbre', '1', '5/10', 'Stabile'],
      // Still going on: every day of the period.
      ['Stanchezza', '1', '3/10', 'Stabile'],
    ]);
    const chart = tables(brief, 'symptoms')[0]!.rows[0]![4]!.chart!;
    expect(chart.values).toHaveLength(31);
    expect(chart.values[16]).toBe(7);
    expect(chart.values[0]).toBe(0);
    expect(Math.max(...chart.values.map((v) => v ?? 0))).toBe(8);
    expect(chart.alt).toContain('सिरदर्द');
  });

  it('takes the chart and the trend from the analysis of the same days', () => {
    const daily = march(1, 31).map(() => 9);
    const given = visitBrief(diary(), {
      ...CTX,
      analysis: analysis({
        series: {
          days: march(1, 31),
          symptoms: [{ symptom: 'सिरदर्द', symptomLabel: 'सिरदर्द', daily, episodes: 8 }],
        },
        patterns: [
          {
            kind: 'trend',
            symptom: 'सिरदर्द',
            symptomLabel: 'सिरदर्द',
            summary: '',
            data: { direction: 'better', firstHalf: 6, secondHalf: 2.5, ci95: [-5, -2] },
          },
        ],
      }),
    });
    const row = tables(given, 'symptoms')[0]!.rows[0]!;
    expect(row[3]!.text).toBe('In miglioramento (da 6 a 2,5)');
    expect(row[4]!.chart!.values).toEqual(daily);
    // Another window: its series are not these days'.
    const other = visitBrief(diary(), {
      ...CTX,
      analysis: analysis({ window: { from: '2026-02-01', to: '2026-03-31', days: 59, observedDays: 40 } }),
    });
    expect(tables(other, 'symptoms')[0]!.rows[0]![3]!.text).toBe('In peggioramento (da 0,3 a 2,6)');
  });

  it('says a trend from the two halves of the period', () => {
    expect(trendOf([1, 1, 3, 3])).toEqual({ direction: 'worse', first: 1, second: 3 });
    expect(trendOf([4, null, 2, 3])).toEqual({ direction: 'better', first: 4, second: 2.5 });
    expect(trendOf([2, 2.5, 2.9, 2])).toEqual({ direction: 'stable', first: 2.3, second: 2.5 });
    expect(trendOf([null, null, 5, 6])).toBeUndefined();
  });

  it('gives the wellness averages and the measurements with their range and the last reading', () => {
    expect(rows(brief, 'wellness', 0)).toEqual([
      ['Ore di sonno', '7,5 ore', '31'],
      ['Umore', '3,5 su 5', '31'],
    ]);
    expect(rows(brief, 'wellness', 1)).toEqual([
      ['Pressione arteriosa (mmHg)', '118/76', '142/91', '118/76 il 21 mar 2026', '3'],
      ['Peso (kg)', '72,1', '72,45', '72,1 il 21 mar 2026', '2'],
      ['Glicemia (mg/dL)', '95', '95', '95 il 11 mar 2026', '1'],
    ]);
  });

  it('calls the findings associations, never causes', () => {
    const found = blocks(brief, 'findings');
    expect(found[0]).toEqual({
      kind: 'note',
      text: 'Sono associazioni trovate nei dati che hai registrato, non prove di una causa: il medico può dirti se hanno un significato.',
    });
    expect(found[1]).toEqual({ kind: 'list', items: analysis().correlations.map((c) => c.summary) });
    expect(notes(visitBrief(diary(), CTX), 'findings')).toEqual([
      "L'analisi dei dati non è disponibile per questo periodo.",
    ]);
    expect(
      notes(visitBrief(diary(), { ...CTX, analysis: analysis({ correlations: [] }) }), 'findings'),
    ).toEqual(['Nessuna associazione chiara nel periodo.']);
  });

  it('lists the appointments still to come, soonest first, and leaves room for questions', () => {
    expect(rows(brief, 'appointments')).toEqual([
      [
        'ven 3 apr 2026, 10:30',
        'Visita cardiologica — =HYPERLINK("http://x")',
        'Dott. Bianchi (cardiologia)',
        'Ospedale San Giovanni',
      ],
      ['lun 20 apr 2026, 09:00', 'Esami del sangue', '', 'Laboratorio analisi'],
    ]);
    expect(blocks(brief, 'questions')).toEqual([
      { kind: 'note', text: 'Scrivi qui le domande che vuoi fare durante la visita.' },
      { kind: 'lines', count: BRIEF_LIMITS.questionLines },
    ]);
  });

  it('says so when a section has nothing', () => {
    const empty: DataExport = { ...diary(), symptoms: [], medications: [], wellness: [], appointments: [] };
    const none = visitBrief(empty, CTX);
    expect(notes(none, 'medications')).toEqual(['Nessun farmaco in corso']);
    expect(notes(none, 'symptoms')).toEqual(['Nessun sintomo registrato nel periodo']);
    expect(notes(none, 'wellness')).toEqual(['Nessun dato nel periodo']);
    expect(notes(none, 'appointments')).toEqual(['Nessun appuntamento in programma']);
  });

  it('caps every table and says how many were left out', () => {
    const many = diary();
    many.medications = Array.from({ length: 12 }, (_, i) =>
      medication({
        name: `Farmaco ${String(i + 1).padStart(2, '0')}`,
        dose: { amount: 1, unit: 'compressa' },
        schedule: { type: 'asNeeded' },
      }),
    );
    many.symptoms = Array.from({ length: 11 }, (_, i) => episode(`sintomo ${i + 1}`, '2026-03-05', 5, true));
    many.appointments = Array.from({ length: 8 }, (_, i) =>
      appointment(`2026-04-${String(i + 10)}`, '09:00'),
    );
    const correlations = Array.from({ length: 7 }, (_, i) => finding(`Associazione ${i + 1}.`));
    const capped = visitBrief(many, { ...CTX, analysis: analysis({ correlations }) });
    expect(rows(capped, 'medications')).toHaveLength(BRIEF_LIMITS.medications);
    expect(notes(capped, 'medications')).toContain('… e altri 4 farmaci');
    expect(rows(capped, 'symptoms')).toHaveLength(BRIEF_LIMITS.symptoms);
    expect(notes(capped, 'symptoms')).toContain('… e altri 3 sintomi');
    expect(rows(capped, 'appointments')).toHaveLength(BRIEF_LIMITS.appointments);
    expect(notes(capped, 'appointments')).toContain('… e altri 3 appuntamenti');
    const list = blocks(capped, 'findings').find((b) => b.kind === 'list');
    expect(list?.kind === 'list' && list.items).toHaveLength(BRIEF_LIMITS.findings);
    expect(notes(capped, 'findings')).toContain('… e altre 2 associazioni');

    const english = visitBrief(many, { ...CTX, lang: 'en', analysis: analysis({ correlations }) });
    expect(notes(english, 'medications')).toContain('… and 4 more medications');
    many.appointments = many.appointments.slice(0, 6);
    expect(notes(visitBrief(many, CTX), 'appointments')).toContain('… e un altro appuntamento');
  });

  it('speaks the person’s language, with its numbers and dates', () => {
    const hindi = visitBrief(diary(), { ...CTX, lang: 'hi' });
    expect(hindi.title).toBe('डॉक्टर से मुलाक़ात के लिए सारांश');
    expect(rows(hindi, 'medications')[2]).toEqual([
      'Ramipril 5 mg (ramipril)',
      '1 गोली',
      'हर दिन 08:00 बजे',
      '77% (31 में से 24 खुराकें)',
    ]);
    expect(rows(hindi, 'wellness', 1)[1]).toEqual([
      'वज़न (किग्रा)',
      '72.1',
      '72.45',
      '21 मार्च 2026 को 72.1',
      '2',
    ]);
    const english = visitBrief(diary(), { ...CTX, lang: 'en' });
    expect(rows(english, 'medications')[4]![2]).toBe('Monday and Thursday at 09:00');
    expect(english.period.text).toBe('1 March 2026 – 31 March 2026');
  });

  it('keeps the person’s words as one line of plain text', () => {
    expect(plain('a\u202Eb\u200Bc\n\td  e', 100)).toBe('abc d e');
    expect(plain('क्षत्रिय', 100)).toBe('क्षत्रिय');
    // Cut between letters, never inside a Devanagari syllable (five code units would end in the र of र्द).
    expect(plain('सिरदर्द', 6)).toBe('सिरद…');
  });
});

/* ---------------------------------------------------------------------------------------------------- */

interface Extracted {
  pages: number;
  /** The text as it reads: each tagged span's ActualText (what a copy gives), the rest as drawn. */
  text: string;
  /** The glyphs' own Unicode, in drawing order. */
  glyphs: string;
  title: unknown;
  author: unknown;
}

/** Reads a PDF back with pdf.js: its text (following the structure tree's ActualText) and its metadata. */
async function extract(bytes: Uint8Array): Promise<Extracted> {
  const pdf = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const texts: string[] = [];
  const glyphs: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    // No link, form field or other annotation on any page.
    expect(await page.getAnnotations()).toEqual([]);
    const actual = new Map<string, string>();
    type Node = { alt?: string; children?: (Node & { type?: string; id?: string })[] };
    const walk = (node: Node, alt?: string) => {
      for (const child of node.children ?? []) {
        if (child.type === 'content' && child.id && (node.alt ?? alt) !== undefined)
          actual.set(child.id, (node.alt ?? alt)!);
        else walk(child, node.alt ?? alt);
      }
    };
    walk((await page.getStructTree()) as Node);
    const content = await page.getTextContent({ includeMarkedContent: true });
    let depth = 0;
    for (const item of content.items) {
      if ('str' in item) {
        glyphs.push(item.str);
        if (depth === 0) texts.push(item.str);
      } else if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
        if (depth > 0) depth++;
        else if (item.id && actual.has(item.id)) {
          texts.push(actual.get(item.id)!);
          depth = 1;
        }
      } else if (item.type === 'endMarkedContent' && depth > 0) depth--;
    }
  }
  // Nothing that runs or opens: no scripts, actions, forms or attachments.
  expect(await pdf.getJSActions()).toBeNull();
  expect(await pdf.getOpenAction()).toBeNull();
  expect(await pdf.getFieldObjects()).toBeNull();
  expect(await pdf.getAttachments()).toBeNull();
  const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, unknown> };
  const result = {
    pages: pdf.numPages,
    text: texts.join('\n'),
    glyphs: glyphs.join(''),
    title: info.Title,
    author: info.Author,
  };
  await pdf.destroy();
  return result;
}

describe('the visit brief, as a PDF', () => {
  it(
    'has the Italian headings, one or two pages, the Hindi word as it reads and the data as plain text',
    { timeout: 60_000 },
    async () => {
      const data = diary();
      const pdf = await renderBriefPdf(visitBrief(data, { ...CTX, analysis: analysis() }));
      expect(new TextDecoder('latin1').decode(pdf.subarray(0, 8))).toBe('%PDF-1.7');
      const out = await extract(pdf);
      expect(out.pages).toBeGreaterThanOrEqual(1);
      expect(out.pages).toBeLessThanOrEqual(2);
      for (const heading of [
        'Riepilogo per la visita',
        'Maria Rossi',
        'Periodo: 1 marzo 2026 – 31 marzo 2026',
        'Farmaci in corso',
        'Sintomi',
        'Benessere e misurazioni',
        'Associazioni osservate',
        'Prossimi appuntamenti',
        'Domande per il medico',
        `Pagina 1 di ${out.pages}`,
      ]) {
        expect(out.text).toContain(heading);
      }
      // Latin text reads the same from its glyphs alone (any extractor finds the headings).
      expect(out.glyphs).toContain('Riepilogo per la visita');
      expect(out.glyphs).toContain('Associazioni osservate');
      expect(out.text).toContain('77% (24 dosi su 31)');
      expect(out.text.split('\n')).toContain('सिरदर्द');
      // Drawn as text, never as a link or a script: the words are there, as written.
      expect(out.text).toContain('=HYPERLINK("http://x")');
      expect(out.text).toContain('<script>alert(1)</script>');
      expect(out.title).toBe('Riepilogo per la visita – Maria Rossi');
      expect(out.author).toBeUndefined();
      expect(out.text).not.toContain(data.profile.email);
      expect(Buffer.from(pdf).toString('latin1')).not.toContain(data.profile.email);
    },
  );

  it(
    'is in Hindi when the person reads Hindi, shaped, and copies as it reads',
    { timeout: 60_000 },
    async () => {
      const out = await extract(
        await renderBriefPdf(visitBrief(diary(), { ...CTX, lang: 'hi', analysis: analysis() })),
      );
      expect(out.pages).toBeLessThanOrEqual(2);
      for (const heading of [
        'डॉक्टर से मुलाक़ात के लिए सारांश',
        'चल रही दवाएँ',
        'लक्षण',
        'सेहत और माप',
        'देखे गए संबंध',
        'आगामी अपॉइंटमेंट',
        'डॉक्टर के लिए प्रश्न',
      ]) {
        expect(out.text).toContain(heading);
      }
      expect(out.text.split('\n')).toContain('सिरदर्द');
      // The shaped glyphs alone read in their visual order (the vowel sign first): why every text has its
      // ActualText.
      expect(out.glyphs).toContain('िसरददर्');
      expect(out.glyphs).not.toContain('सिरदर्द');
    },
  );

  it('cuts text by script, each run in the font that has its letters', () => {
    expect(scriptRuns('सिरदर्द: 3 episodi')).toEqual([
      { face: 'devanagari', text: 'सिरदर्द' },
      { face: 'latin', text: ': 3 episodi' },
    ]);
    expect(scriptRuns('Łódź 5 मार्च')).toEqual([
      { face: 'latin-ext', text: 'Ł' },
      { face: 'latin', text: 'ód' },
      { face: 'latin-ext', text: 'ź ' },
      { face: 'latin', text: '5 ' },
      { face: 'devanagari', text: 'मार्च' },
    ]);
  });

  it(
    'stays within two pages with every table full and every text at its longest',
    { timeout: 60_000 },
    async () => {
      const long = (n: number, word = 'parola') =>
        Array.from({ length: n }, () => word)
          .join(' ')
          .slice(0, n);
      const full = diary();
      full.medications = Array.from({ length: 10 }, (_, i) =>
        medication({
          name: `${i} ${long(118, 'Farmacolungo')}`,
          strength: long(40, '500mg'),
          activeIngredient: long(120, 'principio'),
          dose: { amount: 999.99, unit: 'applicazione' },
          schedule: {
            type: 'fixed',
            times: ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00'],
            weekdays: [1, 3, 5, 7],
          },
        }),
      );
      full.symptoms = Array.from({ length: 10 }, (_, i) =>
        episode(`${i} ${long(78, 'सिरदर्द')}`, '2026-03-05', 9, true),
      );
      full.appointments = Array.from({ length: 6 }, (_, i) =>
        appointment(`2026-04-${String(i + 10)}`, '09:00', {
          title: long(120, 'Visita'),
          doctor: long(120, 'Dottoressa'),
          specialty: long(80, 'specialità'),
          place: long(200, 'Ospedale'),
          notes: long(2000, 'nota'),
        }),
      );
      const correlations = Array.from({ length: 6 }, () => finding(long(1000, 'associazione')));
      for (const lang of ['it', 'hi'] as const) {
        const out = await extract(
          await renderBriefPdf(visitBrief(full, { ...CTX, lang, analysis: analysis({ correlations }) })),
        );
        expect(out.pages).toBeLessThanOrEqual(2);
        expect(out.text).toContain('…');
      }
    },
  );

  it('renders a diary of 5,000 records within two pages', { timeout: 60_000 }, async () => {
    const big = largeDiary();
    const count =
      big.symptoms.length +
      big.wellness.length +
      big.appointments.length +
      big.medications.reduce((n, m) => n + 1 + m.doses.length, 0);
    expect(count).toBeGreaterThanOrEqual(5000);
    const brief = visitBrief(big, { ...CTX, from: '2025-04-01', to: '2026-03-31' });
    expect(rows(brief, 'symptoms')).toHaveLength(BRIEF_LIMITS.symptoms);
    const out = await extract(await renderBriefPdf(brief));
    expect(out.pages).toBeLessThanOrEqual(2);
    expect(out.text).toContain('… e altri');
  });
});

/** A year of a busy diary: four daily medications and their doses, episodes of twelve symptoms, wellness, visits. */
function largeDiary(): DataExport {
  const days = Array.from({ length: 365 }, (_, i) =>
    new Date(Date.UTC(2025, 3, 1) + i * 86_400_000).toISOString().slice(0, 10),
  );
  const names = ['Ramipril', 'Metformina', 'Atorvastatina', 'Levotiroxina'];
  const medications = names.map((name) =>
    medication({
      name,
      startDate: '2025-01-01',
      dose: { amount: 1, unit: 'compressa' },
      schedule: { type: 'fixed', times: ['08:00', '20:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
    }),
  );
  for (const [m, med] of medications.entries()) {
    med.doses = days.flatMap((day, i) =>
      ['08:00', '20:00']
        .filter((_, t) => (i + m + t) % 9 !== 0)
        .map((time) => taken(med.id, day, time, (i + m) % 13 === 0 ? 'skipped' : 'taken')),
    );
  }
  const symptoms = [
    'mal_di_testa',
    'nausea',
    'febbre',
    'stanchezza',
    'tosse',
    'vertigini',
    'insonnia',
    'ansia',
    'mal_di_schiena',
    'prurito',
    'crampi',
    'सिरदर्द',
  ];
  return {
    ...diary(),
    medications,
    symptoms: Array.from({ length: 1650 }, (_, i) =>
      episode(symptoms[i % symptoms.length]!, days[(i * 7) % days.length]!, (i * 5) % 11, i % 12 === 11),
    ),
    wellness: days.map((date, i) => ({
      ...meta(),
      date,
      sleepHours: 5 + (i % 5),
      mood: 1 + (i % 5),
      energy: 1 + ((i + 2) % 5),
      stress: 1 + ((i + 4) % 5),
      measurements: { systolic: 110 + (i % 40), diastolic: 70 + (i % 20), weightKg: 70 + (i % 10) / 10 },
    })),
    appointments: Array.from({ length: 420 }, (_, i) =>
      appointment(days[i % days.length]!, '10:00', { title: `Visita ${i}` }),
    ).concat(Array.from({ length: 9 }, (_, i) => appointment(`2026-05-${String(i + 10)}`, '10:00'))),
  };
}
