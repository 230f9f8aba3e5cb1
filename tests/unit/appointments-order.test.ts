import { describe, expect, it } from 'vitest';
import { upcomingFirst } from '../../web/src/features/appointments/order';

const now = Date.parse('2026-11-23T12:00:00+01:00');
const at = (title: string, startsAt: string) => ({ title, startsAt });

describe('appointments in the order people look for them', () => {
  it('puts the next appointment first, then the later ones, then the past ones from the latest back', () => {
    const newestFirst = [
      at('Analisi', '2027-01-10T08:00:00+01:00'),
      at('Fisioterapia', '2026-12-05T17:00:00+01:00'),
      at('Dentista', '2026-11-25T09:30:00+01:00'),
      at('Oculista', '2026-11-13T10:00:00+01:00'),
      at('Dermatologo', '2026-10-20T15:00:00+02:00'),
    ];
    expect(upcomingFirst(newestFirst, now).map((a) => a.title)).toEqual([
      'Dentista',
      'Fisioterapia',
      'Analisi',
      'Oculista',
      'Dermatologo',
    ]);
  });

  it('counts an appointment starting right now as coming, and leaves the list it was given untouched', () => {
    const list = [at('Adesso', '2026-11-23T11:00:00Z'), at('Prima', '2026-11-23T10:59:00Z')];
    expect(upcomingFirst(list, now).map((a) => a.title)).toEqual(['Adesso', 'Prima']);
    expect(list.map((a) => a.title)).toEqual(['Adesso', 'Prima']);
    expect(upcomingFirst([], now)).toEqual([]);
  });
});
