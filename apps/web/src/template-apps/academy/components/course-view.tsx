import type { Course } from '@flockbook/mock-api/academy';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fillText } from '../../../records/area-texts.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { useCourseCategories, useSaveCourseProgress } from '../api/academy-api.ts';
import { COURSES_PATH, openingStep } from '../course-logic.ts';
import { useAcademyTexts } from '../locales/use-academy-texts.ts';
import { CategoryChip } from './category-chip.tsx';
import { CourseProgress } from './course-progress.tsx';
import { CourseStepper } from './course-stepper.tsx';
import { StepContent } from './step-content.tsx';
import { dataTextProps } from '../../../components/data-text.tsx';

/** Arrows point the way the page reads: flipped right to left. */
const mirrored = {
  transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
};

/** One course: its steps beside (or in a drawer), the open step, previous/next and finish. */
export function CourseView({ course }: { course: Course }) {
  const texts = useAcademyTexts();
  const navigate = useNavigate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const category = useCourseCategories().data?.find((item) => item.value === course.category);
  const saveProgress = useSaveCourseProgress();
  const [current, setCurrent] = useState(() => openingStep(course));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [restarting, setRestarting] = useState(false);

  const last = course.steps.length - 1;
  const step = course.steps[current];
  const failed = () => showMessage({ message: texts.saveFailed, variant: 'error' });

  const goTo = (index: number, onSaved?: () => void) => {
    setCurrent(index);
    setDrawerOpen(false);
    saveProgress.mutate(
      { id: course.id, activeStep: index },
      { onSuccess: onSaved, onError: failed },
    );
  };
  const finish = () =>
    saveProgress.mutate(
      { id: course.id, activeStep: course.totalSteps },
      {
        onSuccess: () => {
          showMessage({
            message: fillText(texts.finished, { title: course.title }),
            variant: 'success',
          });
          void navigate(COURSES_PATH);
        },
        onError: failed,
      },
    );
  const restart = () => {
    setRestarting(false);
    goTo(0, () => showMessage({ message: texts.restarted, variant: 'success' }));
  };

  const stepper = (
    <CourseStepper
      steps={course.steps}
      current={current}
      done={course.activeStep}
      onSelect={(index) => goTo(index)}
    />
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="course-view">
      <Button
        component={Link}
        to={COURSES_PATH}
        startIcon={<ArrowBackIcon sx={mirrored} />}
        sx={{ mb: 1 }}
      >
        {texts.backToCourses}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flex: '1 1 320px' }}>
          {course.title}
        </Typography>
        <CategoryChip category={category} />
        {course.activeStep > 0 ? (
          <Button size="small" color="inherit" onClick={() => setRestarting(true)}>
            {texts.restart}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ maxWidth: 480, mb: 3 }}>
        <CourseProgress course={course} />
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {wide ? (
          <Paper
            variant="outlined"
            component="nav"
            aria-label={texts.steps}
            sx={{ width: 300, flexShrink: 0, p: 2 }}
          >
            {stepper}
          </Paper>
        ) : (
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            <Box component="nav" aria-label={texts.steps} sx={{ width: 300, p: 2 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {texts.steps}
              </Typography>
              {stepper}
            </Box>
          </Drawer>
        )}
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography
              variant="overline"
              color="text.secondary"
              sx={{ flex: 1 }}
              data-testid="course-step-position"
            >
              {fillText(texts.stepOf, { step: current + 1, total: course.steps.length })}
            </Typography>
            {wide ? null : (
              <Button
                size="small"
                startIcon={<FormatListNumberedIcon />}
                onClick={() => setDrawerOpen(true)}
              >
                {texts.showSteps}
              </Button>
            )}
          </Box>
          {/* The step's own text (English sample data) reads in its own direction. */}
          <Box {...dataTextProps}>
            <Typography variant="h5" component="h2" data-testid="course-step-title">
              {step?.title}
            </Typography>
            <StepContent html={step?.content ?? ''} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
            <Button
              variant="outlined"
              disabled={current === 0}
              startIcon={<ArrowBackIcon sx={mirrored} />}
              onClick={() => goTo(current - 1)}
            >
              {texts.previous}
            </Button>
            {current < last ? (
              <Button
                variant="contained"
                endIcon={<ArrowForwardIcon sx={mirrored} />}
                onClick={() => goTo(current + 1)}
              >
                {texts.next}
              </Button>
            ) : (
              <Button
                variant="contained"
                color="success"
                endIcon={<CheckIcon />}
                loading={saveProgress.isPending}
                onClick={finish}
              >
                {texts.finish}
              </Button>
            )}
          </Box>
        </Paper>
      </Box>
      <ConfirmDialog
        open={restarting}
        title={texts.restartTitle}
        body={fillText(texts.restartBody, { title: course.title })}
        confirmLabel={texts.restart}
        cancelLabel={texts.cancel}
        danger
        onConfirm={restart}
        onCancel={() => setRestarting(false)}
      />
    </Box>
  );
}
