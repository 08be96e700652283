import { useEffect, useRef, useState, type RefObject } from 'react';
import classes from './ReportTable.module.css';

/**
 * A horizontal scrollbar for the table that stays at the bottom of the viewport while the table's own
 * scrollbar is below it, so a wide report can be scrolled sideways without first scrolling the page down.
 * It mirrors the table's scroll position both ways. The keyboard scrolls the table region itself, so this
 * copy is hidden from assistive technology.
 */
export function StickyScrollbar({ scrollRef }: { scrollRef: RefObject<HTMLDivElement | null> }) {
  const barRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [scrollWidth, setScrollWidth] = useState(0);
  const [overflowing, setOverflowing] = useState(false);
  const [endBelowView, setEndBelowView] = useState(false);

  // The table's width and whether it is wider than its box, as either changes.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const measure = () => {
      setScrollWidth(scroller.scrollWidth);
      setOverflowing(scroller.scrollWidth > scroller.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    const table = scroller.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [scrollRef]);

  // Whether the table's own scrollbar (the end of its box) is below the viewport.
  useEffect(() => {
    const end = endRef.current;
    if (!end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const viewportBottom = entry.rootBounds?.bottom ?? window.innerHeight;
      setEndBelowView(!entry.isIntersecting && entry.boundingClientRect.top >= viewportBottom);
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  // Each follows the other's scroll position; equal positions end the exchange.
  useEffect(() => {
    const scroller = scrollRef.current;
    const bar = barRef.current;
    if (!scroller || !bar) return;
    const fromTable = () => {
      if (bar.scrollLeft !== scroller.scrollLeft) bar.scrollLeft = scroller.scrollLeft;
    };
    const fromBar = () => {
      if (scroller.scrollLeft !== bar.scrollLeft) scroller.scrollLeft = bar.scrollLeft;
    };
    scroller.addEventListener('scroll', fromTable, { passive: true });
    bar.addEventListener('scroll', fromBar, { passive: true });
    fromTable();
    return () => {
      scroller.removeEventListener('scroll', fromTable);
      bar.removeEventListener('scroll', fromBar);
    };
  }, [scrollRef, overflowing, endBelowView]);

  const shown = overflowing && endBelowView;
  return (
    <>
      <div ref={endRef} className={classes.scrollEnd} aria-hidden />
      <div
        ref={barRef}
        className={classes.stickyScrollbar}
        data-testid="report-table-scrollbar"
        aria-hidden
        hidden={!shown}
      >
        <div style={{ width: scrollWidth, height: 1 }} />
      </div>
    </>
  );
}
