export {
  WizardHeader,
  wizardStageMarkerVariants,
  type WizardHeaderProps,
  type WizardStageState,
} from './wizard-header';
