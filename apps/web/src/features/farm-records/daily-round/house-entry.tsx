import { DEATH_CAUSES, FEED_TYPES } from '@flockbook/contracts/values';
import type { DailyRound } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DataText } from '../../../components/data-text.tsx';
import { countText } from '../../../lib/translator.ts';
import { fillText } from '../../../records/area-texts.ts';
import { formatDecimal, formatInteger } from '../../../records/number-format.ts';
import type { DailyRoundTexts } from './locales/en.ts';
import type { RoundFieldTexts } from './locales/use-round-field-texts.ts';
import { DEFAULT_CAUSE } from './round-form.ts';
import type { DeathLine, FeedLine, HouseForm, RoundErrors } from './round-form.ts';
import { RoundLines } from './round-lines.tsx';
import { RoundNumberField } from './round-number-field.tsx';

type RoundHouse = DailyRound['houses'][number];

export type HouseEntryProps = {
  index: number;
  house: RoundHouse;
  yesterday: RoundHouse | undefined;
  form: HouseForm | undefined;
  errors: RoundErrors;
  /** Targets of values refused as unusual, by the form's paths. */
  unusual: RoundErrors;
  /** Records saved by someone else since the form was filled: `path -> what they saved`. */
  newer: Record<string, string>;
  onChange: (form: HouseForm) => void;
  texts: DailyRoundTexts;
  fields: RoundFieldTexts;
  locale: string;
  /** A round waiting to be sent is shown, not changed. */
  disabled?: boolean;
};

const sum = (values: readonly (string | number)[]) =>
  values.reduce<number>((total, value) => total + Number(value), 0);

/**
 * One house of the round: its flock, age and birds, then deaths by cause, feed by type, the
 * water meter and thermometer, eggs for layers and a weighing. A card on a phone; on a wide
 * screen the same parts side by side make it one row.
 */
export function HouseEntry(props: HouseEntryProps) {
  const { index, house, form, texts, locale } = props;
  const flock = house.flock;
  const title = house.house?.name ?? texts.withoutHouse;
  const headingId = `round-house-${index}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid="round-house"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <DataText component="h2" id={headingId} variant="h6" sx={{ fontWeight: 600 }}>
          {title}
        </DataText>
        {flock ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <DataText component="span">{flock.name}</DataText>
            {' · '}
            {fillText(texts.age, { count: formatInteger(flock.ageDays, locale) })}
            {' · '}
            {countText(texts.birds, flock.birdsAlive, locale)}
          </Typography>
        ) : null}
      </Box>
      {!flock || !form ? (
        <Typography sx={{ color: 'text.secondary' }}>{texts.emptyHouse}</Typography>
      ) : (
        <HouseParts {...props} form={form} flock={flock} />
      )}
    </Card>
  );
}

function HouseParts({
  index,
  house,
  yesterday,
  form,
  flock,
  errors,
  unusual,
  newer,
  onChange,
  texts,
  fields,
  locale,
  disabled = false,
}: HouseEntryProps & { form: HouseForm; flock: NonNullable<RoundHouse['flock']> }) {
  const at = (path: string) => errors[`houses.${index}.${path}`];
  const unusualAt = (path: string) => unusual[`houses.${index}.${path}`];
  /** The confirmation asked at a part's field refused as unusual. */
  const confirmOf = <K extends 'reading' | 'weighing'>(part: K, field: string) => {
    const target = unusualAt(`${part}.${field}`);
    if (target === undefined) return undefined;
    return {
      target,
      checked: form[part].confirmUnusual === true,
      onChange: (checked: boolean) => set(part, { ...form[part], confirmUnusual: checked }),
    };
  };
  const recordedYesterday = yesterday?.recorded;
  // Hints only from a day that holds something: an untouched day says nothing of the flock.
  const before =
    recordedYesterday &&
    (recordedYesterday.deaths.length > 0 ||
      recordedYesterday.feed.length > 0 ||
      recordedYesterday.reading !== null)
      ? recordedYesterday
      : undefined;
  const hint = (value: number | string | null | undefined, format = formatDecimal) =>
    value === null || value === undefined || value === ''
      ? undefined
      : fillText(texts.yesterdayHint, { value: format(value, locale) });
  const feedTarget =
    flock.targetDailyIntakeG === null
      ? undefined
      : fillText(texts.targetFeed, {
          value: formatDecimal((flock.targetDailyIntakeG * flock.birdsAlive) / 1000, locale),
        });
  const testId = (path: string) => `round-${index}-${path}`;
  const set = <K extends keyof HouseForm>(key: K, value: HouseForm[K]) =>
    onChange({ ...form, [key]: value });
  const houseErrors = [
    at('flockId'),
    ...(['deaths', 'feed', 'reading', 'eggs', 'weighing'] as const).map((part) => at(part)),
  ].filter(Boolean);
  const notices = Object.entries(newer).filter(([path]) => path.startsWith(`houses.${index}.`));

  return (
    <>
      {houseErrors.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      {notices.map(([path, value]) => (
        <Alert key={path} severity="warning" data-testid="round-newer">
          {fillText(texts.changedMeanwhile, { value })}
        </Alert>
      ))}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(240px, 1fr))' },
        }}
      >
        <Part title={texts.deaths}>
          <RoundLines<DeathLine, 'cause', 'count'>
            lines={form.deaths}
            onChange={(deaths) => set('deaths', deaths)}
            newLine={() => ({ cause: DEFAULT_CAUSE, count: '' })}
            choice={{
              field: 'cause',
              label: fields.deaths.fields.cause,
              options: DEATH_CAUSES.map((value) => ({
                value,
                label: fields.deaths.options.cause[value],
              })),
              id: 'cause',
            }}
            amount={{ field: 'count', label: fields.deaths.fields.count, whole: true, id: 'count' }}
            firstHint={hint(before ? sum(before.deaths.map((d) => d.count)) : null, formatInteger)}
            errorAt={(path) => at(`deaths.${path}`)}
            unusualAt={(path) => unusualAt(`deaths.${path}`)}
            testId={testId('deaths')}
            addLabel={texts.addCause}
            removeLabel={texts.remove}
            disabled={disabled}
          />
        </Part>
        <Part title={texts.feed}>
          <RoundLines<FeedLine, 'feedType', 'quantityKg'>
            lines={form.feed}
            onChange={(feed) => set('feed', feed)}
            newLine={() => ({ feedType: '', quantityKg: '' })}
            choice={{
              field: 'feedType',
              label: fields.feed.fields.feedType,
              options: FEED_TYPES.map((value) => ({
                value,
                label: fields.feed.options.feedType[value],
              })),
              id: 'type',
            }}
            amount={{
              field: 'quantityKg',
              label: fields.feed.fields.quantityKg,
              unit: fields.feed.units.quantityKg,
              id: 'kg',
            }}
            firstHint={
              hint(before?.feed.length ? sum(before.feed.map((f) => f.quantityKg)) : null) ??
              feedTarget
            }
            errorAt={(path) => at(`feed.${path}`)}
            unusualAt={(path) => unusualAt(`feed.${path}`)}
            testId={testId('feed')}
            addLabel={texts.addFeed}
            removeLabel={texts.remove}
            disabled={disabled}
          />
        </Part>
        <Part title={texts.reading}>
          <Pair>
            {(['waterLitres', 'minTempC', 'maxTempC', 'humidityPercent'] as const).map((field) => (
              <RoundNumberField
                disabled={disabled}
                key={field}
                label={texts.readingFields[field]}
                unit={fields.reading.units[field]}
                value={form.reading[field]}
                onChange={(value) => set('reading', { ...form.reading, [field]: value })}
                error={at(`reading.${field}`)}
                hint={hint(before?.reading?.[field])}
                testId={testId(`reading-${field}`)}
                confirm={confirmOf('reading', field)}
              />
            ))}
          </Pair>
        </Part>
        {flock.type !== 'broiler' || house.recorded?.eggs.length ? (
          <Part title={texts.eggs}>
            <Pair>
              {(['eggs', 'broken'] as const).map((field) => (
                <RoundNumberField
                  disabled={disabled}
                  key={field}
                  whole
                  label={fields.eggs.fields[field]}
                  value={form.eggs[field]}
                  onChange={(value) => set('eggs', { ...form.eggs, [field]: value })}
                  error={at(`eggs.${field}`)}
                  hint={hint(before?.eggs[0]?.[field], formatInteger)}
                  testId={testId(`eggs-${field}`)}
                />
              ))}
            </Pair>
          </Part>
        ) : null}
        <Part title={texts.weighing}>
          <Pair>
            <RoundNumberField
              disabled={disabled}
              whole
              label={fields.weighing.fields.sampleSize}
              value={form.weighing.sampleSize}
              onChange={(sampleSize) => set('weighing', { ...form.weighing, sampleSize })}
              error={at('weighing.sampleSize')}
              testId={testId('weighing-sampleSize')}
            />
            <RoundNumberField
              disabled={disabled}
              label={fields.weighing.fields.averageWeightG}
              unit={fields.weighing.units.averageWeightG}
              value={form.weighing.averageWeightG}
              onChange={(averageWeightG) => set('weighing', { ...form.weighing, averageWeightG })}
              error={at('weighing.averageWeightG')}
              hint={
                flock.targetWeightG === null
                  ? undefined
                  : fillText(texts.targetWeight, {
                      value: formatInteger(flock.targetWeightG, locale),
                    })
              }
              testId={testId('weighing-averageWeightG')}
              confirm={confirmOf('weighing', 'averageWeightG')}
            />
          </Pair>
        </Part>
      </Box>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 0.5 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Two fields side by side, even on a phone: short numbers need no full width. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>{children}</Box>
  );
}
