import { useId } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import type { Flock } from '@flockbook/contracts';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import HeartBrokenOutlined from '@mui/icons-material/HeartBrokenOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import Box from '@mui/material/Box';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import {
  formatDate,
  formatDecimal,
  formatInteger,
  formatPercent,
} from '../../../records/number-format.ts';
import { FigureCard } from './figure-card.tsx';
import { useFlockPageTexts } from './locales/use-flock-page-texts.ts';

/** The flock's figures, all computed by the server from its records. */
export function FlockFigures({ flock }: { flock: Flock }) {
  const texts = useFlockPageTexts();
  const locale = useLocale();
  const { figures } = flock;
  const weighing = figures.latestWeighing;
  const withdrawal = [
    figures.withdrawalMeatUntil
      ? fillText(texts.withdrawalMeat, { date: formatDate(figures.withdrawalMeatUntil, locale) })
      : null,
    figures.withdrawalEggsUntil
      ? fillText(texts.withdrawalEggs, { date: formatDate(figures.withdrawalEggsUntil, locale) })
      : null,
  ].filter((line): line is string => line !== null);
  const livability = 100 - figures.mortalityPercent;
  const headingId = useId();

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: withdrawal.length > 0 ? 'repeat(4, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
          xl: withdrawal.length > 0 ? 'repeat(7, minmax(0, 1fr))' : 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {/* The page's headings run in order: the figures' own under this one. */}
      <VisuallyHidden as="h2" id={headingId}>
        {texts.figures}
      </VisuallyHidden>
      <FigureCard
        testId="age"
        icon={CalendarMonthOutlined}
        tone="info"
        label={texts.ageDays}
        value={formatInteger(figures.ageDays, locale)}
        detail={fillText(texts.ageOfTarget, { target: formatInteger(flock.targetAgeDays, locale) })}
      />
      <FigureCard
        testId="placed"
        icon={EggAltOutlined}
        tone="primary"
        label={texts.placed}
        value={formatInteger(figures.birdsPlaced, locale)}
        detail={fillText(texts.placedDetail, {
          paid: formatInteger(flock.chicksPlaced, locale),
          free: formatInteger(flock.freeChicks, locale),
        })}
      />
      <FigureCard
        testId="alive"
        icon={FavoriteBorderOutlined}
        tone="success"
        label={texts.alive}
        value={formatInteger(figures.birdsAlive, locale)}
        detail={fillText(texts.aliveDetail, { sold: formatInteger(figures.birdsSold, locale) })}
      />
      <FigureCard
        testId="deaths"
        icon={HeartBrokenOutlined}
        tone="error"
        label={texts.deaths}
        value={formatInteger(figures.deaths, locale)}
        detail={texts.deathsDetail}
      />
      <FigureCard
        testId="mortality"
        icon={PercentOutlined}
        tone="warning"
        label={texts.mortality}
        value={formatPercent(figures.mortalityPercent, locale)}
        detail={fillText(texts.mortalityDetail, {
          livability: formatPercent(livability.toFixed(2), locale),
        })}
      />
      <FigureCard
        testId="weight"
        icon={ScaleOutlined}
        tone="secondary"
        label={texts.latestWeight}
        value={weighing ? formatDecimal(weighing.averageWeightG, locale, 1) : '—'}
        unit={weighing ? texts.gram : undefined}
        detail={
          weighing
            ? fillText(texts.latestWeightDetail, {
                date: formatDate(weighing.date, locale),
                age: formatInteger(weighing.ageDays, locale),
              })
            : texts.noWeighing
        }
      />
      {withdrawal.length > 0 ? (
        <FigureCard
          testId="withdrawal"
          icon={MedicationOutlined}
          tone="error"
          label={texts.withdrawal}
          value={formatDate(figures.withdrawalMeatUntil ?? figures.withdrawalEggsUntil, locale)}
          detail={withdrawal.join(' · ')}
        />
      ) : null}
    </Box>
  );
}
