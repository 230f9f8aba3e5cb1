import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../lambdas/contracts/reminders';
import { completeSettings, mergeSettings } from '../../lambdas/domain/reminders/settings';

/** `PUT /me/settings` changes what it names and nothing else; what is stored reads with its defaults. */
describe('the settings, merged field by field', () => {
  const current: Settings = {
    timeZone: 'Europe/Rome',
    reminders: { ...DEFAULT_SETTINGS.reminders, email: true, repeatEveryMinutes: 15, maxRepeats: 2 },
    assistantModel: true,
  };

  it('changes one reminder field, keeps the others, and clears a field set to null', () => {
    expect(mergeSettings(current, { reminders: { repeatEveryMinutes: null } })).toEqual({
      ...current,
      reminders: { ...current.reminders, repeatEveryMinutes: null },
    });
    expect(mergeSettings(current, { reminders: { push: true } }).reminders).toEqual({
      ...current.reminders,
      push: true,
    });
  });

  it('leaves every field a body does not name as it was, the agreement to the model among them', () => {
    expect(mergeSettings(current, {})).toEqual(current);
    expect(mergeSettings(current, { reminders: { email: undefined } })).toEqual(current);
    expect(mergeSettings(current, { timeZone: 'Asia/Kolkata' })).toEqual({
      ...current,
      timeZone: 'Asia/Kolkata',
    });
    expect(mergeSettings(current, { assistantModel: false })).toEqual({ ...current, assistantModel: false });
  });

  it('does not change the settings it merges into', () => {
    const before = structuredClone(current);
    mergeSettings(current, { reminders: { discreet: true }, assistantModel: false });
    expect(current).toEqual(before);
  });

  it('reads stored settings with the defaults for what is missing, and only a stored true as agreed', () => {
    expect(completeSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(completeSettings({ reminders: { email: true } as Settings['reminders'] })).toEqual({
      ...DEFAULT_SETTINGS,
      reminders: { ...DEFAULT_SETTINGS.reminders, email: true },
    });
    expect(completeSettings({ assistantModel: true }).assistantModel).toBe(true);
    expect(completeSettings({ assistantModel: 'true' as unknown as boolean }).assistantModel).toBe(false);
  });
});
