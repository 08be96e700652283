import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toasts.ts';

const shown = () => notificationsStore.getState().notifications.map((item) => item.message);

afterEach(() => {
  for (const id of notificationsStore.getState().notifications.map((item) => item.id ?? '')) toast.hide(id);
  window.history.replaceState(null, '', '/');
});

describe('toasts', () => {
  it('shows the same error once while it is on screen', () => {
    toast.error('Network Error');
    toast.error('Network Error');
    expect(shown()).toEqual(['Network Error']);
  });

  it('leave with the screen that raised them, unless they report the move itself', () => {
    window.history.replaceState(null, '', '/signup');
    toast.success('A code was sent to your email');
    toast.error('Please enter the correct code');
    toast.success('Organisation created', { carryOver: true });

    window.history.replaceState(null, '', '/app/org/wizard');
    toast.leaveOthersThan('/app/org/wizard');
    expect(shown()).toEqual(['Organisation created']);

    // A toast of the screen one is on stays while one is there.
    toast.info('Choose a name');
    toast.leaveOthersThan('/app/org/wizard');
    expect(shown()).toEqual(['Organisation created', 'Choose a name']);
  });
});
