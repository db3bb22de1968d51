import type { CourseStep } from '@flockbook/mock-api/academy';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';

type CourseStepperProps = {
  steps: readonly CourseStep[];
  current: number;
  /** Steps before this one are done. */
  done: number;
  onSelect: (index: number) => void;
};

/** The course's steps, top to bottom; each one a button that opens it. */
export function CourseStepper({ steps, current, done, onSelect }: CourseStepperProps) {
  return (
    <Stepper nonLinear orientation="vertical" activeStep={current} data-testid="course-stepper">
      {steps.map((step, index) => (
        <Step key={step.id} completed={index < done && index !== current}>
          <StepButton onClick={() => onSelect(index)} sx={{ textAlign: 'start' }}>
            {step.title}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
