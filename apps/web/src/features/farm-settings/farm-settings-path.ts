/** The farm settings screen (admins): alert thresholds, chick weight, currency, feed stock rule. */
export const FARM_SETTINGS_PATH = '/apps/settings/farm';
