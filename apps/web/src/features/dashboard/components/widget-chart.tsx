import type { WidgetResult } from '@granary/contract';
import { BarGraph } from '../charts/bar-graph';
import { LineGraph } from '../charts/line-graph';
import { PieGraph } from '../charts/pie-graph';
import { SeriesSummary } from '../charts/series-summary';
import { SingleValue } from '../charts/single-value';

/** The drawing of a widget by its type (spec 2 §3), with its figures as text for screen readers. */
export function WidgetChart({ widget, large = false }: { widget: WidgetResult; large?: boolean }) {
  if (widget.type === 'singleValue' || widget.type === 'singleRep') return <SingleValue widget={widget} />;
  return (
    <>
      <Drawing widget={widget} large={large} />
      <SeriesSummary widget={widget} />
    </>
  );
}

function Drawing({ widget, large }: { widget: WidgetResult; large: boolean }) {
  switch (widget.type) {
    case 'linearGraph':
      return <LineGraph widget={widget} large={large} />;
    case 'barChart':
      return <BarGraph widget={widget} />;
    case 'pieChart':
      return <PieGraph widget={widget} />;
    default:
      return <SingleValue widget={widget} />;
  }
}
