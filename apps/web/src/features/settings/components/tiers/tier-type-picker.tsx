import { OptionPicker } from '../option-picker';
import { tierTypes } from './tier-types';

/** Add Tier, step 1: the backend type. */
export function TierTypePicker() {
  return (
    <OptionPicker
      title="Tier Type Selection"
      back={{ label: 'Back To Tiers', to: '/settings/tiers' }}
      options={tierTypes.map(({ type, label }) => ({ label, to: `/settings/tiers/add/${type}` }))}
    />
  );
}
