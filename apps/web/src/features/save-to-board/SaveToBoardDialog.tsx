import {
  INSPIRATION_MESSAGES,
  INSPIRATION_TARGETS_MAX,
  createBoardBody,
  type BoardPickerWorkspace,
} from '@hookline/domain';
import {
  Avatar,
  Button,
  Group,
  Modal,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../ui/use-mutation.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DIALOG_PROPS } from '../../ui/dialog-props.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { safeImageUrl } from '../../ui/safe-image-url.ts';
import { toast } from '../../ui/toasts.ts';
import { useActiveOrg } from '../../app/session/use-active-org.ts';
import { useActiveWorkspace } from '../../app/session/use-active-workspace.ts';
import { toggleChosen } from '../../ui/picker/toggle-chosen.ts';
import type { SaveToBoardAd } from '../../ui/save-to-board-slot.tsx';
import { initialWorkspaceId, parentsOf, saveBody, searchBoards } from './board-selection.ts';
import { PickerActions, PickerNotice, PickerSearch } from '../../ui/picker/PickerParts.tsx';
import pickerClasses from '../../ui/picker/picker.module.css';
import classes from './SaveToBoardDialog.module.css';
import { saveToBoardApi } from '../../api/save-to-board-api.ts';
import { boardPickerKey } from './board-picker-key.ts';

interface SaveToBoardDialogProps {
  opened: boolean;
  ad: SaveToBoardAd | null;
  onClose: () => void;
}

const boardNameSchema = createBoardBody.shape.name;

/**
 * Saves a Discover ad into boards: the boards of the workspaces the caller may save into (the active one
 * first), searched, several at once, and a new board made on the spot. Ends in "Ad saved to board", with the
 * board a click away.
 */
export function SaveToBoardDialog({ opened, ad, onClose }: SaveToBoardDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title="Save to board"
      centered
      radius="lg"
      size={480}
    >
      {opened && ad && <SaveToBoardForm ad={ad} onClose={onClose} />}
    </Modal>
  );
}

function SaveToBoardForm({ ad, onClose }: { ad: SaveToBoardAd; onClose: () => void }) {
  const { activeOrg } = useActiveOrg();
  const { activeWorkspace } = useActiveWorkspace();
  const orgId = activeOrg?._id ?? '';
  const picker = useQuery({
    queryKey: [...boardPickerKey(orgId), ad.discoverAdId],
    queryFn: ({ signal }) => saveToBoardApi.boards(orgId, signal, ad.discoverAdId),
    enabled: orgId !== '',
    staleTime: 0,
  });
  const [pickedWorkspaceId, setWorkspaceId] = useState<string | null>(null);
  const workspaceId = pickedWorkspaceId ?? initialWorkspaceId(picker.data ?? [], activeWorkspace?._id);
  const workspace = picker.data?.find((candidate) => candidate.workspaceId === workspaceId) ?? null;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const save = useMutation({
    mutationFn: () => {
      const body = saveBody({ workspaceId: workspaceId ?? '', discoverAdId: ad.discoverAdId, chosen });
      if (!body) throw new Error(INSPIRATION_MESSAGES.chooseBoard);
      return saveToBoardApi.save(body);
    },
    onSuccess: (file) => {
      void queryClient.invalidateQueries({ queryKey: ['inspiration'] });
      const boardId = [...chosen][0] ?? file.folderId;
      const path = `/app/inspirations/${encodeURIComponent(file.workspaceId)}${boardId ? `/${encodeURIComponent(boardId)}` : ''}`;
      toast.success(
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <span>{INSPIRATION_MESSAGES.adSaved}</span>
          <Button size="compact-xs" variant="light" onClick={() => void navigate(path)}>
            View board
          </Button>
        </Group>,
      );
      onClose();
    },
  });

  let list;
  if (orgId === '' || picker.isPending) {
    list = (
      <Stack gap={10} p="sm" aria-hidden>
        {[70, 50, 80, 60].map((width) => (
          <Skeleton key={width} h={18} w={`${width}%`} />
        ))}
      </Stack>
    );
  } else if (picker.isError) {
    list = (
      <LoadError
        compact
        what="your boards"
        onRetry={() => void picker.refetch()}
        retrying={picker.isRefetching}
      />
    );
  } else if (!workspace) {
    list = (
      <Text size="sm" c="dimmed" p="md">
        You can’t save ads in this organisation’s workspaces. Ask an admin for access to Inspiration.
      </Text>
    );
  } else {
    const boards = searchBoards(workspace.boards, words);
    list =
      boards.length === 0 ? (
        <Text size="sm" c="dimmed" p="md" ta="center">
          {words.trim()
            ? `No board matches “${words.trim()}”`
            : 'No boards here yet: create the first one below.'}
        </Text>
      ) : (
        <ul className={pickerClasses.list} aria-label={`Boards of ${workspace.workspaceName}`}>
          {boards.map((board) => {
            const isChosen = chosen.has(board._id);
            const saved = board.holdsAd === true;
            const parents = parentsOf(board);
            return (
              <li key={board._id}>
                <UnstyledButton
                  className={classes.row}
                  aria-pressed={saved || isChosen}
                  data-chosen={isChosen || undefined}
                  data-saved={saved || undefined}
                  disabled={saved}
                  onClick={() => {
                    const next = toggleChosen(chosen, board._id, INSPIRATION_TARGETS_MAX);
                    setNotice(next === chosen ? INSPIRATION_MESSAGES.tooManyTargets : null);
                    setChosen(next);
                  }}
                >
                  <span
                    className={`${pickerClasses.box} ${classes.box}`}
                    data-checked={isChosen || saved || undefined}
                    aria-hidden
                  >
                    {(isChosen || saved) && <IconCheck size={12} stroke={3} />}
                  </span>
                  <IconLayoutGrid size={16} className={classes.icon} aria-hidden />
                  <span className={classes.text}>
                    <span className={classes.name}>{board.name}</span>
                    {parents && <span className={classes.path}>in {parents}</span>}
                  </span>
                  {saved && <span className={classes.saved}>Saved</span>}
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      );
  }

  const count = chosen.size;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" className={classes.ad}>
        <Avatar src={safeImageUrl(ad.thumbnailURL)} size={44} radius="md" alt="" aria-hidden>
          <IconLayoutGrid size={18} />
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {ad.name}
          </Text>
          <Text size="xs" c="dimmed">
            Choose one or more boards
          </Text>
        </Stack>
      </Group>
      {(picker.data?.length ?? 0) > 1 && (
        <Select
          label="Workspace"
          size="sm"
          data={(picker.data ?? []).map((candidate: BoardPickerWorkspace) => ({
            value: candidate.workspaceId,
            label: candidate.workspaceName,
          }))}
          value={workspaceId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => {
            if (!value) return;
            setWorkspaceId(value);
            setChosen(new Set());
            setNotice(null);
          }}
        />
      )}
      <PickerSearch label="Search boards" value={words} onChange={setWords} autoFocus />
      <ScrollArea.Autosize mah={300} type="auto" className={pickerClasses.frame}>
        {list}
      </ScrollArea.Autosize>
      {workspace && (
        <CreateBoard
          workspaceId={workspace.workspaceId}
          orgId={orgId}
          onCreated={(boardId) => {
            setWords('');
            setChosen((current) => toggleChosen(current, boardId, INSPIRATION_TARGETS_MAX));
          }}
        />
      )}
      <PickerNotice notice={notice} />
      <PickerActions
        pending={save.isPending}
        onCancel={onClose}
        confirm={{
          label: count > 1 ? `Save to ${count} boards` : 'Save',
          disabled: count === 0 || !workspace,
          onClick: () => save.mutate(),
        }}
      />
    </Stack>
  );
}

/** "Create board": a name, made at once, then chosen. */
function CreateBoard({
  workspaceId,
  orgId,
  onCreated,
}: {
  workspaceId: string;
  orgId: string;
  onCreated: (boardId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (boardName: string) => saveToBoardApi.createBoard({ workspaceId, name: boardName }),
    onSuccess: async (board) => {
      toast.success(INSPIRATION_MESSAGES.boardCreated);
      await queryClient.invalidateQueries({ queryKey: boardPickerKey(orgId) });
      void queryClient.invalidateQueries({ queryKey: ['inspiration', 'workspace', workspaceId] });
      setName('');
      setOpen(false);
      onCreated(board._id);
    },
  });
  if (!open) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        Create board
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A form inside the dialog's: its Enter must not reach the dialog.
    event.stopPropagation();
    const parsed = boardNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INSPIRATION_MESSAGES.boardNameRequired);
      return;
    }
    create.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="sm"
          aria-label="New board name"
          placeholder="New board name"
          value={name}
          error={error}
          autoFocus
          style={{ flex: 1 }}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setOpen(false);
            }
          }}
        />
        <Button type="submit" size="sm" loading={create.isPending}>
          Create
        </Button>
      </Group>
    </form>
  );
}
