import type { WorkspaceMember } from '@hookline/domain';

/** Someone a comment can tag: a member of the file's workspace. */
export interface Mentionable {
  userId: string;
  name: string;
  imageURL: string | null;
}

export function mentionablesOf(members: readonly WorkspaceMember[]): Mentionable[] {
  return members
    .filter((member) => member.isActive)
    .map((member) => ({
      userId: member.userId,
      name: `${member.firstName} ${member.lastName}`.trim() || member.email,
      imageURL: member.profileURL,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The members whose name has a word starting with `query` (all of them for an empty query), at most `limit`. */
export function matchingMembers(members: readonly Mentionable[], query: string, limit = 6): Mentionable[] {
  const wanted = query.trim().toLowerCase();
  const matches = wanted
    ? members.filter((member) =>
        member.name
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(wanted)),
      )
    : members;
  return matches.slice(0, limit);
}

/** First and last name out of one display name, for the avatar's initials. */
export function nameParts(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
