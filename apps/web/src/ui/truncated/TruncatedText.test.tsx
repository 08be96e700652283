import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { NameBreadcrumbs } from './NameBreadcrumbs.tsx';
import { TruncatedText } from './TruncatedText.tsx';

const LONG = `Spring launch ${'Summerlaunchherocutdownsforpaidsocial'.repeat(5)}`.slice(0, 167);

describe('a long name on one line', () => {
  it('as a page title: the whole name is its accessible name and its hover text', () => {
    renderWithProviders(<TruncatedText order={1}>{LONG}</TruncatedText>);
    const title = screen.getByRole('heading', { level: 1, name: LONG });
    expect(title.getAttribute('title')).toBe(LONG);
  });

  it('in breadcrumbs: links back and the page itself, each naming itself in full on hover', () => {
    renderWithProviders(
      <NameBreadcrumbs
        label="Breadcrumbs"
        area="Creative Hub"
        crumbs={[
          { key: 'ws', name: 'Brand team', to: '/app/drive/ws' },
          { key: 'parent', name: `Parent ${LONG}`, to: '/app/drive/ws/parent' },
          { key: 'page', name: LONG },
        ]}
        endsOnPage
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const parent = screen.getByRole('link', { name: `Parent ${LONG}` });
    expect(parent.getAttribute('href')).toBe('/app/drive/ws/parent');
    expect(parent.getAttribute('title')).toBe(`Parent ${LONG}`);
    const current = trail.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe(LONG);
    expect(current?.getAttribute('title')).toBe(LONG);
    expect(screen.queryByRole('link', { name: LONG })).toBeNull();
  });

  it('in a share page’s trail: buttons that open the folder in place', () => {
    const opened: string[] = [];
    renderWithProviders(
      <NameBreadcrumbs
        label="Folders"
        crumbs={[
          { key: 'root', name: LONG, onClick: () => opened.push('root') },
          { key: 'sub', name: 'Sub' },
        ]}
        endsOnPage
      />,
    );
    const root = screen.getByRole('button', { name: LONG });
    expect(root.getAttribute('title')).toBe(LONG);
    root.click();
    expect(opened).toEqual(['root']);
  });
});
