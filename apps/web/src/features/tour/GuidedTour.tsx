import type { UpdateTourBody, User } from '@hookline/domain';
import { Button, Group, Paper, Portal, Progress, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { driveApi } from '../../api/drive-api.ts';
import { inspirationApi } from '../../api/inspiration-api.ts';
import { usersApi } from '../../api/users-api.ts';
import { CURRENT_USER_KEY } from '../../app/session/current-user-key.ts';
import { useActiveOrg } from '../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../app/session/use-active-workspace.ts';
import { useCurrentUser } from '../../app/session/use-current-user.ts';
import classes from './GuidedTour.module.css';
import { findTarget, placeCard, type Box } from './tour-geometry.ts';
import { tourIsDue } from './tour-due.ts';
import { TOUR, type TourPlace } from './tour-steps.ts';

/** How long a step waits for its target to appear on its page before it is skipped. */
export const TARGET_WAIT_MS = 4000;
const POLL_MS = 100;
/** The element on Home that says the page is ready for the tour to start. */
export const HOME_READY_SELECTOR = '[data-tour-home]';

interface Run {
  index: number;
  /** Which way a missing target moves the tour: on (Next) or back (Back). */
  direction: 1 | -1;
}

interface Shown {
  index: number;
  element: HTMLElement;
  /** The page's path when the target was found: leaving it by other means puts the card away. */
  path: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  find: () => T | null,
  timeoutMs: number,
  cancelled: () => boolean,
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (cancelled()) return null;
    const found = find();
    if (found) return found;
    if (Date.now() >= deadline) return null;
    await sleep(POLL_MS);
  }
}

/** Whether the address `current` already shows the page `wanted` (its path, and the query it asks for). */
export function showsPage(current: { pathname: string; search: string }, wanted: string): boolean {
  const target = new URL(wanted, 'http://tour.invalid');
  if (target.pathname !== current.pathname) return false;
  const have = new URLSearchParams(current.search);
  for (const [key, value] of target.searchParams) if (have.get(key) !== value) return false;
  // An opened saved ad covers the list: the list's own step closes it.
  return target.searchParams.has('ad') || !have.has('ad');
}

/**
 * Finds the step's target once it has stopped moving (a drawer sliding in, a page settling): the same
 * element at the same place on two looks in a row.
 */
function stillTarget(step: string): () => HTMLElement | null {
  let last: { element: HTMLElement; top: number; left: number } | null = null;
  return () => {
    const element = findTarget(step);
    if (!element) return (last = null);
    const { top, left } = element.getBoundingClientRect();
    const still = last !== null && last.element === element && last.top === top && last.left === left;
    last = { element, top, left };
    return still ? element : null;
  };
}

function isEditable(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

function useTourPlace(): TourPlace | null {
  const { activeWorkspace } = useActiveWorkspace();
  const { activeOrg } = useActiveOrg();
  const workspaceId = activeWorkspace?._id;
  const orgId = activeOrg?._id;
  return useMemo(() => {
    if (!workspaceId || !orgId) return null;
    let savedAd: Promise<string | null> | undefined;
    let file: Promise<string | null> | undefined;
    return {
      workspaceId,
      savedAdId: () =>
        (savedAd ??= inspirationApi
          .teamItems({ orgId, page: 1, limit: 1, sort: 'newest' })
          .then((items) => items.files[0]?._id ?? null)
          .catch(() => null)),
      fileId: () =>
        (file ??= driveApi
          .library(workspaceId, { page: 1, limit: 1 })
          .then((library) => library.data[0]?._id ?? null)
          .catch(() => null)),
    };
  }, [workspaceId, orgId]);
}

/**
 * The guided tour (platform spec, sections 2 and 4): its 15 steps on their real targets, each on its own
 * page. It starts on Home for a new sign-up whose tour is due; a step whose target is not on screen after
 * a short wait is skipped; Skip, Esc and the last step write the state to the account. Leaving the step's
 * page by other means puts the tour away until the next visit to Home.
 */
export function GuidedTour({ targetWaitMs = TARGET_WAIT_MS }: { targetWaitMs?: number } = {}) {
  const { data: user } = useCurrentUser();
  const place = useTourPlace();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const lastShown = useRef<number | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const due = tourIsDue(user?.tour);
  const onHome = location.pathname === '/app' || location.pathname === '/app/';
  // The user went elsewhere on their own: the card waits, and Home starts the tour again.
  const away = shown !== null && location.pathname !== shown.path;

  const goTo = useCallback((next: Run | null) => {
    setShown(null);
    setRun(next);
    if (!next) lastShown.current = null;
  }, []);

  const save = useCallback(
    (current: User, body: UpdateTourBody) => {
      queryClient.setQueryData<User>(CURRENT_USER_KEY, (cached) =>
        cached?.tour ? { ...cached, tour: { ...cached.tour, ...body } } : cached,
      );
      void usersApi
        .updateTour(current._id, body)
        .then((tour) =>
          queryClient.setQueryData<User>(CURRENT_USER_KEY, (cached) =>
            cached ? { ...cached, tour } : cached,
          ),
        )
        .catch(() => undefined);
    },
    [queryClient],
  );

  const finish = useCallback(
    (how: 'completed' | 'skipped') => {
      const anythingShown = lastShown.current !== null;
      goTo(null);
      if (user && (how === 'skipped' || anythingShown)) save(user, { [how]: true });
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus({ preventScroll: true });
    },
    [goTo, save, user],
  );
  const currentLocation = useEffectEvent(() => location);
  const finishFromStep = useEffectEvent((how: 'completed' | 'skipped') => finish(how));

  // Starts on Home once its content is there (again, after the user left a step's page).
  useEffect(() => {
    if (!due || !onHome || !place || (run && !away)) return;
    let cancelled = false;
    void waitFor(
      () => document.querySelector(HOME_READY_SELECTOR),
      targetWaitMs * 2,
      () => cancelled,
    ).then((ready) => {
      if (!ready || cancelled) return;
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      lastShown.current = null;
      goTo({ index: 0, direction: 1 });
    });
    return () => {
      cancelled = true;
    };
  }, [due, onHome, place, run, away, goTo, targetWaitMs]);

  // Each step: its page, then its target, or the next step when either cannot be found.
  useEffect(() => {
    if (!run || !place) return;
    const step = TOUR[run.index];
    if (!step) return;
    let cancelled = false;
    const isCancelled = () => cancelled;
    const moveOn = () => {
      const next = run.index + run.direction;
      if (next >= TOUR.length) finishFromStep('completed');
      else if (next < 0) goTo(lastShown.current === null ? null : { index: lastShown.current, direction: 1 });
      else goTo({ index: next, direction: run.direction });
    };
    void (async () => {
      const page = await step.page(place);
      if (cancelled) return;
      if (page === null) return moveOn();
      if (!showsPage(currentLocation(), page)) {
        void navigate(page);
        // A target the old page has too (the sidebar's) is only this step's once its page is shown.
        await waitFor(() => showsPage(currentLocation(), page) || null, targetWaitMs, isCancelled);
        if (cancelled) return;
      }
      const element = await waitFor(stillTarget(step.step), targetWaitMs, isCancelled);
      if (cancelled) return;
      if (!element) return moveOn();
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      lastShown.current = run.index;
      setShown({ index: run.index, element, path: currentLocation().pathname });
    })();
    return () => {
      cancelled = true;
    };
  }, [run, place, navigate, goTo, targetWaitMs]);

  if (!due || !shown || !run || away) return null;
  const step = TOUR[shown.index];
  if (!step) return null;
  return (
    <TourCard
      key={shown.index}
      element={shown.element}
      index={shown.index}
      title={step.title}
      body={step.body}
      canGoBack={shown.index > 0}
      onBack={() => goTo({ index: shown.index - 1, direction: -1 })}
      onNext={() =>
        shown.index + 1 >= TOUR.length ? finish('completed') : goTo({ index: shown.index + 1, direction: 1 })
      }
      onSkip={() => finish('skipped')}
      onLost={() => {
        // The target went away under the card (its page redrew it): find it again, or wait for it as the
        // step did, and skip the step if it does not come back. The card never floats.
        const again = findTarget(step.step);
        if (again) setShown({ ...shown, element: again });
        else goTo({ index: shown.index, direction: 1 });
      }}
    />
  );
}

interface TourCardProps {
  element: HTMLElement;
  index: number;
  title: string;
  body: string;
  canGoBack: boolean;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
  onLost: () => void;
}

const SPOT_PADDING = 6;

interface Size {
  width: number;
  height: number;
}

/**
 * The target's box and the card's size, read every frame: the target may move with its page (a drawer, a
 * scroll, a layout change) at any time. Calls `onLost` once when the target is gone.
 */
function useTracking(
  element: HTMLElement,
  card: RefObject<HTMLDivElement | null>,
  onLost: () => void,
): { box: Box | null; size: Size } {
  const [box, setBox] = useState<Box | null>(null);
  const [size, setSize] = useState<Size>({ width: 360, height: 230 });
  const lost = useEffectEvent(onLost);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      const rect = element.isConnected ? element.getBoundingClientRect() : null;
      if (!rect || rect.width <= 0 || rect.height <= 0) {
        lost();
        return;
      }
      setBox((current) =>
        current &&
        current.top === rect.top &&
        current.left === rect.left &&
        current.width === rect.width &&
        current.height === rect.height
          ? current
          : { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
      );
      const node = card.current;
      if (node && node.offsetWidth > 0) {
        setSize((current) =>
          current.width === node.offsetWidth && current.height === node.offsetHeight
            ? current
            : { width: node.offsetWidth, height: node.offsetHeight },
        );
      }
      frame = window.requestAnimationFrame(measure);
    };
    measure();
    return () => window.cancelAnimationFrame(frame);
  }, [element, card]);
  return { box, size };
}

function TourCard({ element, index, title, body, canGoBack, onBack, onNext, onSkip, onLost }: TourCardProps) {
  const card = useRef<HTMLDivElement>(null);
  const { box, size } = useTracking(element, card, onLost);
  const titleId = useId();
  const countId = useId();
  const bodyId = useId();
  const last = index === TOUR.length - 1;

  // The card takes the focus at each step, so a screen reader reads it and the keys below work at once.
  // A target shown only on hover (a card's Save) shows while its step is up.
  useEffect(() => {
    element.setAttribute('data-tour-active', '');
    return () => element.removeAttribute('data-tour-active');
  }, [element]);

  // (The portal mounts the card a render later: the first render that has it gives it the focus.)
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !card.current) return;
    focused.current = true;
    card.current.focus({ preventScroll: true });
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const inCard = event.target instanceof Node && card.current?.contains(event.target) === true;
      if (!inCard && isEditable(event.target)) return;
      if (event.key === 'Escape') onSkip();
      else if (event.key === 'ArrowRight') onNext();
      else if (event.key === 'ArrowLeft' && canGoBack) onBack();
      else return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    // Before the page's own keys (a file's arrows, a drawer's Esc): while the card is up, they are the tour's.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onSkip, onNext, onBack, canGoBack]);

  const view = { width: window.innerWidth, height: window.innerHeight };
  const position = box ? placeCard(box, size, view) : null;

  return (
    <Portal>
      {box && (
        <div
          className={classes.spotlight}
          aria-hidden
          data-testid="tour-spotlight"
          style={{
            top: box.top - SPOT_PADDING,
            left: box.left - SPOT_PADDING,
            width: box.width + SPOT_PADDING * 2,
            height: box.height + SPOT_PADDING * 2,
          }}
        />
      )}
      <Paper
        ref={card}
        role="dialog"
        aria-modal={false}
        aria-labelledby={`${countId} ${titleId}`}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={classes.card}
        data-side={position?.side}
        shadow="xl"
        radius="lg"
        style={
          position ? { top: position.top, left: position.left } : { visibility: 'hidden', top: 0, left: 0 }
        }
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
          <Text id={countId} className={classes.count}>
            Step {index + 1} of {TOUR.length}
          </Text>
          <UnstyledButton className={classes.close} aria-label="Skip the tour" onClick={onSkip}>
            <IconX size={16} aria-hidden />
          </UnstyledButton>
        </Group>
        <Progress
          value={((index + 1) / TOUR.length) * 100}
          size={4}
          radius="xl"
          mb="md"
          aria-hidden
          classNames={{ root: classes.progress }}
        />
        <Title order={2} id={titleId} className={classes.title}>
          {title}
        </Title>
        <Text id={bodyId} className={classes.body}>
          {body}
        </Text>
        <Group justify="space-between" wrap="nowrap" mt="lg">
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onSkip}>
            Skip tour
          </Button>
          <Group gap="xs" wrap="nowrap">
            {canGoBack && (
              <Button
                variant="default"
                size="sm"
                leftSection={<IconArrowLeft size={14} aria-hidden />}
                onClick={onBack}
              >
                Back
              </Button>
            )}
            <Button
              size="sm"
              rightSection={last ? undefined : <IconArrowRight size={14} aria-hidden />}
              onClick={onNext}
            >
              {last ? 'Finish' : 'Next'}
            </Button>
          </Group>
        </Group>
        <Text className={classes.keys} aria-hidden>
          ← → to move, Esc to skip
        </Text>
      </Paper>
    </Portal>
  );
}
