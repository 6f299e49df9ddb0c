import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@/components/visually-hidden';
import { notIncluded, planFeatures, plansFor, type Plan, type PlanId } from '../plans';
import { ExternalLinkButton } from './external-link';

const cell = { px: { xs: 1.5, sm: 2 }, py: 1.5, verticalAlign: 'top' } satisfies SxProps<Theme>;

/** The feature names stay in view while a narrow screen scrolls the plans sideways. */
const stickyColumn = {
  ...cell,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  width: { xs: 128, sm: 200 },
  borderRight: 1,
  borderRightColor: 'divider',
} satisfies SxProps<Theme>;

/** The current plan's column is tinted from its header to its button. */
function planSx(plan: Plan, currentPlan: PlanId) {
  return plan.id === currentPlan ? { ...cell, bgcolor: 'action.hover' } : cell;
}

function PlanHeading({ plan, currentPlan }: { plan: Plan; currentPlan: PlanId }) {
  const current = plan.id === currentPlan;
  return (
    <TableCell scope="col" sx={{ ...planSx(plan, currentPlan), pt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 28 }}>
        <Typography component="span" variant="h3">
          {plan.name}
        </Typography>
        {current && <Chip label="Current Plan" color="primary" size="small" />}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
        {plan.price}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {plan.capacity ?? 'Free to use'}
      </Typography>
    </TableCell>
  );
}

/**
 * Community, Standard and Enterprise side by side, row by row, with each plan's button under its
 * column. The table scrolls sideways inside its own box, so a phone's page never does.
 */
export function PlanComparison({
  labelledBy,
  currentPlan,
  operatorMode,
}: {
  labelledBy: string;
  currentPlan: PlanId;
  operatorMode: boolean;
}) {
  const plans = plansFor(operatorMode);
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-labelledby={labelledBy}
      // A box that scrolls needs a keyboard stop (WCAG 2.1.1; axe checks it).
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Table
        aria-labelledby={labelledBy}
        sx={{
          // Equal plan columns of at least 180 px beside the feature column.
          tableLayout: 'fixed',
          minWidth: { xs: 128 + 3 * 180, sm: 200 + 3 * 180 },
          // Separate borders travel with the sticky column; collapsed ones would stay behind.
          borderCollapse: 'separate',
          borderSpacing: 0,
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={stickyColumn}>
              <Box component="span" sx={visuallyHidden}>
                Feature
              </Box>
            </TableCell>
            {plans.map((plan) => (
              <PlanHeading key={plan.id} plan={plan} currentPlan={currentPlan} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {planFeatures.map((feature) => (
            <TableRow key={feature.name}>
              <TableCell component="th" scope="row" sx={{ ...stickyColumn, fontWeight: 600 }}>
                {feature.name}
              </TableCell>
              {plans.map((plan) => {
                const value = feature.values[plan.id];
                return (
                  <TableCell
                    key={plan.id}
                    sx={{
                      ...planSx(plan, currentPlan),
                      color: value === notIncluded ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    {value}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={{ ...stickyColumn, borderBottom: 0 }} />
            {plans.map((plan) => (
              <TableCell key={plan.id} sx={{ ...planSx(plan, currentPlan), borderBottom: 0, py: 2 }}>
                <ExternalLinkButton
                  href={plan.action.href}
                  variant={plan.id === currentPlan ? 'outlined' : 'contained'}
                  fullWidth
                >
                  {plan.action.label}
                </ExternalLinkButton>
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
}
