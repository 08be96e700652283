import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import classes from './AdCard.module.css';

/**
 * An ad's copy, cut at three lines; "more" shows the rest in place (and "less" cuts it again). The button
 * shows only when the copy is longer than three lines.
 */
export function CopyPreview({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    // The card opens on a click anywhere else; this one only unfolds the copy.
    event.stopPropagation();
    setExpanded((value) => !value);
  };

  return (
    <div className={classes.copyBlock}>
      <p ref={ref} className={classes.copy} data-expanded={expanded || undefined}>
        {text}
      </p>
      {(overflows || expanded) && (
        <button type="button" className={classes.more} onClick={toggle} aria-expanded={expanded}>
          {expanded ? 'less' : 'more'}
        </button>
      )}
    </div>
  );
}
