export { LegionRunForm, type LegionRunFormProps } from './LegionRunForm.tsx';
export {
  type LegionRun,
  type LegionRunPhase,
  LegionRunSteps,
  type LegionRunStepsProps,
} from './LegionRunSteps.tsx';
