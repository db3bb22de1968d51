import type { AppSettings } from '@flockbook/contracts';

type SettingName = keyof AppSettings;

export type FarmSettingsTexts = {
  title: string;
  subtitle: string;
  alerts: string;
  alertsDetail: string;
  records: string;
  recordsDetail: string;
  house: string;
  houseDetail: string;
  fields: Record<SettingName, string>;
  hints: Record<SettingName, string>;
  units: Partial<Record<SettingName, string>>;
  /** The allowed range under a number, e.g. 'From 1 to 60'. */
  range: string;
  /** A number out of its range. */
  rangeError: string;
  /** A whole number out of its range (or with decimals). */
  wholeRangeError: string;
  currencyError: string;
  save: string;
  saving: string;
  discard: string;
  restoreDefaults: string;
  saved: string;
  saveFailed: string;
  /** The backup part of the screen. */
  backup: string;
  backupDetail: string;
  downloadBackup: string;
  preparingBackup: string;
  /** While it arrives, e.g. 'Downloading 45%'. */
  downloadingBackup: string;
  backupProgress: string;
  backupSaved: string;
  backupFailed: string;
  retry: string;
};

/** The farm settings screen's words. */
export const farmSettingsEn: FarmSettingsTexts = {
  title: 'Farm settings',
  subtitle: 'Alert thresholds and the values every farm shares',
  alerts: 'Alerts',
  alertsDetail: 'When the toolbar’s bell and the farm dashboard raise an alert.',
  records: 'Figures and stock',
  recordsDetail: 'Values used by the flock figures, money amounts and the feed stock.',
  house: 'House temperature',
  houseDetail:
    'The target band the flock page draws the house temperature against: from the start temperature on placement day, falling in a straight line to the end temperature on the end day, then held; plus or minus the margin.',
  fields: {
    mortalityAlertPercent: 'Daily mortality alert',
    feedAlertDays: 'Feed stock alert',
    medicineExpiryAlertDays: 'Medicine expiry alert',
    weightAlertPercent: 'Weight alert',
    mortalitySpikeAlertPercent: 'One-day mortality alert',
    waterDropAlertPercent: 'Water drop alert',
    roundMissingAlertHour: 'No round yet alert',
    chickWeightKg: 'Chick weight at placement',
    currency: 'Currency',
    allowNegativeFeedStock: 'Allow feed usage beyond the recorded stock',
    houseTargetStartC: 'Target on placement day',
    houseTargetEndC: 'Target at the end',
    houseTargetEndDay: 'End day',
    houseTargetMarginC: 'Band margin',
  },
  hints: {
    mortalityAlertPercent: 'Share of the birds alive that die on each of 2 days running',
    feedAlertDays: 'A farm’s feed lasts fewer days than this',
    medicineExpiryAlertDays: 'Medicine in stock expires within this many days',
    weightAlertPercent: 'Average weight below this share of the breed’s target',
    mortalitySpikeAlertPercent: 'Share of the birds alive that die in one day',
    waterDropAlertPercent: 'A day’s water this much below the day before',
    roundMissingAlertHour: 'Hour of the farm’s day after which a flock without a round is an alert',
    chickWeightKg: 'Counted in the live weight a flock has produced',
    currency: 'A 3-letter code such as PKR, TRY or USD',
    allowNegativeFeedStock: 'Usage may be recorded before the purchase; stock can fall below zero',
    houseTargetStartC: 'House temperature for day-old chicks',
    houseTargetEndC: 'House temperature once the birds are grown',
    houseTargetEndDay: 'Age at which the end temperature is reached',
    houseTargetMarginC: 'How far above or below the target is still in the band',
  },
  units: {
    mortalityAlertPercent: '%',
    feedAlertDays: 'days',
    medicineExpiryAlertDays: 'days',
    weightAlertPercent: '% of curve',
    mortalitySpikeAlertPercent: '%',
    waterDropAlertPercent: '%',
    roundMissingAlertHour: 'h',
    chickWeightKg: 'kg',
    houseTargetStartC: '°C',
    houseTargetEndC: '°C',
    houseTargetEndDay: 'days',
    houseTargetMarginC: '± °C',
  },
  range: 'from {{min}} to {{max}}',
  rangeError: 'Enter a number from {{min}} to {{max}}',
  wholeRangeError: 'Enter a whole number from {{min}} to {{max}}',
  currencyError: 'Use a 3-letter currency code like PKR',
  save: 'Save',
  saving: 'Saving…',
  discard: 'Discard changes',
  restoreDefaults: 'Restore defaults',
  saved: 'Farm settings saved',
  saveFailed: 'The settings could not be saved',
  backup: 'Backup',
  backupDetail:
    'Everything the farm has recorded, in one file, taken while everyone keeps working. Keep copies away from this computer; an installation is brought back from one with npm run restore.',
  downloadBackup: 'Download backup',
  preparingBackup: 'Preparing the backup…',
  downloadingBackup: 'Downloading {{percent}}%',
  backupProgress: 'Backup progress',
  backupSaved: 'Backup saved as {{name}}',
  backupFailed: 'The backup could not be downloaded',
  retry: 'Try again',
};
