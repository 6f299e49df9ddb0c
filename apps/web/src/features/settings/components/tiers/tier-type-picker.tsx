import { screens } from '@granary/contract';
import { OptionPicker } from '../option-picker';
import { tierTypes } from './tier-types';

/** Add Tier, step 1: the backend type. */
export function TierTypePicker() {
  return (
    <OptionPicker
      title="Tier Type Selection"
      back={{ label: 'Back To Tiers', to: screens.settings.tiers.href() }}
      options={tierTypes.map(({ type, label }) => ({ label, to: screens.settings.tierAdd.href({ type }) }))}
    />
  );
}
