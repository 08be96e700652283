import type { DetectiveAnalyticsResponse, DetectiveMenu } from '@hookline/domain';
import { vi } from 'vitest';
import { AdDrawerProvider, type RenderAdDrawer } from '../../../ui/ad-drawer-slot.tsx';
import { renderInApp } from '../../../test/render.tsx';
import { DetectiveDashboard, type LoadDetectiveAnalytics } from './DetectiveDashboard.tsx';

/** A stand-in for the Discover drawer: it says which ad it shows. */
const fakeDrawer: RenderAdDrawer = ({ adId, onClose }) =>
  adId ? (
    <div role="dialog" aria-label="Ad drawer">
      <p>Drawer of {adId}</p>
      <button type="button" onClick={onClose}>
        Close drawer
      </button>
    </div>
  ) : null;

/** Renders the dashboard body on `menu`, its figures answered by `load` (or by `answer` every time). */
export function renderDashboard(
  menu: DetectiveMenu,
  source: { answer: DetectiveAnalyticsResponse } | { load: LoadDetectiveAnalytics },
  options: { readOnly?: boolean } = {},
) {
  const load = vi.fn<LoadDetectiveAnalytics>(
    'load' in source ? source.load : () => Promise.resolve(source.answer),
  );
  const result = renderInApp(
    <AdDrawerProvider value={fakeDrawer}>
      <DetectiveDashboard
        menu={menu}
        duration={30}
        loadAnalytics={load}
        cacheKey={['detective', 'analytics', 'det-1']}
        readOnly={options.readOnly}
      />
    </AdDrawerProvider>,
  );
  return { ...result, load };
}
