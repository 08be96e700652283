import { createSemaphore } from '../../platform/concurrency/semaphore.ts';

/**
 * Every drawing of a design in this process, whoever asks (a live preview, a render, the library's previews
 * job, a lost preview drawn again): two at a time, so a burst costs what two cost and the server stays quick.
 */
export const RENDERS_AT_ONCE = 2;
export const renderSlots = createSemaphore(RENDERS_AT_ONCE);
