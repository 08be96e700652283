/** Default toast text for each HTTP status the web client can meet (platform spec, section 8). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  0: 'Something went wrong please try after sometime',
  400: 'Bad request',
  401: 'Unauthorized request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  417: 'Expectation Failed',
  429: 'Too many requests please try after sometime',
  500: 'Internal server error please try after sometime',
  502: 'Bad gateway',
  504: 'Server timeout please try after sometime',
};

export const NETWORK_ERROR_MESSAGE = 'Network Error';
/** A change sent while the browser is offline: what happened, and that the edit is still there. */
export const OFFLINE_SAVE_MESSAGE =
  "Not saved: your browser is offline. Your changes are still here; save again once you're back online.";
/** A read asked for while the browser is offline. */
export const OFFLINE_LOAD_MESSAGE = "Couldn't load: your browser is offline.";
export const REQUEST_CANCELED_MESSAGE = 'Request Canceled';

/** The message for a status, falling back to the generic one for statuses the table does not name. */
export function defaultMessageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? (STATUS_MESSAGES[0] as string);
}
