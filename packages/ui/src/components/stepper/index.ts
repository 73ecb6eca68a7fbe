export {
  Stepper,
  stepperMarkerVariants,
  stepperStepState,
  type StepperProps,
  type StepperStep,
  type StepperStepState,
} from './stepper';
