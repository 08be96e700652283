import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { InspirationArea } from '../area/InspirationArea.tsx';
import { TeamAdList } from './TeamAdList.tsx';

/** `library/team-inspiration`: what everyone in the organisation saved, newest first. */
export function TeamInspirationPage() {
  const { activeOrg } = useActiveOrg();
  return (
    <InspirationArea currentBoardId={() => null}>
      {(context) => (
        <TeamAdList
          {...context}
          kicker="Inspiration"
          title="Team inspiration"
          description={`What everyone in ${activeOrg?.name ?? 'your organisation'} saved, in the workspaces you can see, newest first.`}
        />
      )}
    </InspirationArea>
  );
}
