/**
 * The public pages a link opens (`/share/…`: a shared folder, file, board, ad or snapshot) work from 360 px
 * up, since clients open review links on their phones; the rest of the app is desktop only.
 */
export const worksOnPhones = (pathname: string): boolean => pathname.startsWith('/share/');
