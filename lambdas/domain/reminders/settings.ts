import { DEFAULT_SETTINGS, type Settings, type SettingsBody } from '../../contracts/reminders';

/** The stored settings with every field present: what is missing takes its default. */
export function completeSettings(stored: Partial<Settings> | undefined): Settings {
  return {
    timeZone: stored?.timeZone ?? DEFAULT_SETTINGS.timeZone,
    reminders: { ...DEFAULT_SETTINGS.reminders, ...stored?.reminders },
    // Only an explicit true agrees: anything else stored reads as not agreed.
    assistantModel: stored?.assistantModel === true,
  };
}

/** `PUT /me/settings`: each field given replaces the stored one; what is absent stays as it was. */
export function mergeSettings(current: Settings, patch: SettingsBody): Settings {
  const reminders = { ...current.reminders };
  for (const [key, value] of Object.entries(patch.reminders ?? {})) {
    if (value !== undefined) Object.assign(reminders, { [key]: value });
  }
  return {
    timeZone: patch.timeZone ?? current.timeZone,
    reminders,
    assistantModel: patch.assistantModel ?? current.assistantModel,
  };
}
