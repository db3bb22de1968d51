import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.scrumboard;

/** Paths of the scrumboard calls (section 7). */
export const scrumboardPaths = {
  boards: `${base}/boards`,
  newBoard: `${base}/board/new`,
  renameBoard: `${base}/board/rename`,
  board: `${base}/board`,
  updateSettings: `${base}/board/settings/update`,
  deleteBoard: `${base}/board/delete`,
  newCard: `${base}/card/new`,
  newList: `${base}/list/new`,
  renameList: `${base}/list/rename`,
  removeList: `${base}/list/remove`,
  updateCard: `${base}/card/update`,
  removeCard: `${base}/card/remove`,
  orderCards: `${base}/card/order`,
  orderLists: `${base}/list/order`,
} as const;

/** The message of every call that names a board the mock does not hold (section 8). */
export const UNKNOWN_BOARD_MESSAGE = 'Requested board do not exist';

/** Colour names a board's settings and its labels' `class` take; the screens map them. */
export const BOARD_COLOURS = ['green', 'blue', 'orange', 'red', 'purple', 'teal', 'grey'] as const;

const id = z.string().min(1);
const name = z.string().trim().min(1).max(200);
const isoTime = z.iso.datetime({ offset: true });

export const memberSchema = z.object({ id, name: z.string().min(1), avatar: z.string() });
export type Member = z.infer<typeof memberSchema>;

/** A board label; `class` is one of BOARD_COLOURS. */
export const boardLabelSchema = z.object({ id, name: z.string().min(1), class: z.string() });
export type BoardLabel = z.infer<typeof boardLabelSchema>;

/** An image (shown from `src`) or a link (opened at `url`). */
export const attachmentSchema = z.discriminatedUnion('type', [
  z.object({ id, name, type: z.literal('image'), src: z.string().min(1), time: isoTime }),
  z.object({ id, name, type: z.literal('link'), url: z.url(), time: isoTime }),
]);
export type Attachment = z.infer<typeof attachmentSchema>;

export const checkItemSchema = z.object({ id, name, checked: z.boolean() });
export type CheckItem = z.infer<typeof checkItemSchema>;

export const checklistSchema = z.object({ id, name, checkItems: z.array(checkItemSchema) });
export type Checklist = z.infer<typeof checklistSchema>;

export const activitySchema = z.object({
  id,
  type: z.enum(['comment', 'attachment']),
  idMember: id,
  message: z.string().trim().min(1).max(2000),
  time: isoTime,
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * A card. `idAttachmentCover` is the id of one of its image attachments, or null; `due` is
 * ISO 8601 or null.
 */
export const cardSchema = z.object({
  id,
  name,
  description: z.string().max(5000),
  idAttachmentCover: z.string().nullable(),
  idMembers: z.array(id),
  idLabels: z.array(id),
  attachments: z.array(attachmentSchema),
  subscribed: z.boolean(),
  checklists: z.array(checklistSchema),
  activities: z.array(activitySchema),
  due: isoTime.nullable(),
});
export type Card = z.infer<typeof cardSchema>;

/** A list of the board; `idCards` in the order shown. */
export const listSchema = z.object({ id, name, idCards: z.array(id) });
export type BoardList = z.infer<typeof listSchema>;
export const listsSchema = z.array(listSchema);

export const boardSettingsSchema = z.object({
  color: z.enum(BOARD_COLOURS),
  subscribed: z.boolean(),
  cardCoverImages: z.boolean(),
});
export type BoardSettings = z.infer<typeof boardSettingsSchema>;

export const boardSchema = z.object({
  id,
  name,
  uri: z.string().min(1),
  settings: boardSettingsSchema,
  lists: listsSchema,
  cards: z.array(cardSchema),
  members: z.array(memberSchema),
  labels: z.array(boardLabelSchema),
});
export type Board = z.infer<typeof boardSchema>;

/** An entry of `GET boards` and the answer of `board/new`. */
export const boardSummarySchema = boardSchema.pick({ id: true, name: true, uri: true });
export type BoardSummary = z.infer<typeof boardSummarySchema>;
export const boardSummariesSchema = z.array(boardSummarySchema);

const boardId = id;

/** Query of `GET board`; answers the whole board or a 404. */
export const boardQuerySchema = z.object({ boardId });

/** Body of `board/new`: left-out fields take defaults (name 'Untitled board', no lists). */
export const newBoardRequestSchema = z.object({
  board: z
    .object({ name: name.optional(), settings: boardSettingsSchema.partial().optional() })
    .default({}),
});
export type NewBoardRequest = z.input<typeof newBoardRequestSchema>;

/** Body of `board/rename`; answers the new title (the uri follows it). */
export const renameBoardRequestSchema = z.object({ boardId, boardTitle: name });
export const titleAnswerSchema = z.string();

/** Body of `board/settings/update`: the given settings are merged; answers all of them. */
export const updateSettingsRequestSchema = z.object({
  boardId,
  settings: boardSettingsSchema.partial(),
});

/** Body of `board/delete`; answers true. */
export const deleteBoardRequestSchema = z.object({ boardId });
export const trueAnswerSchema = z.literal(true);

/** A card to add: a name; the rest defaults to empty. */
export const newCardSchema = cardSchema.omit({ id: true }).partial().extend({ name });
export type NewCard = z.input<typeof newCardSchema>;

/** Body of `card/new`: the card goes to the end of the list; answers the updated board. */
export const newCardRequestSchema = z.object({ boardId, listId: id, data: newCardSchema });

/** Body of `list/new`: the list goes last; answers the board's lists. */
export const newListRequestSchema = z.object({ boardId, data: z.object({ name }) });

/** Body of `list/rename`; answers the new title. */
export const renameListRequestSchema = z.object({ boardId, listId: id, listTitle: name });

/** Body of `list/remove`: the list and its cards go; answers true. */
export const removeListRequestSchema = z.object({ boardId, listId: id });

/** Body of `card/update`: the given fields are merged into the card; answers the card. */
export const updateCardRequestSchema = z.object({
  boardId,
  card: cardSchema.partial().extend({ id }),
});
export type CardChange = z.infer<typeof updateCardRequestSchema>['card'];

/** Body of `card/remove`: the card leaves the board and every list; answers its id. */
export const removeCardRequestSchema = z.object({ boardId, cardId: id });
export const cardIdAnswerSchema = z.string();

/**
 * Body of `card/order` and `list/order`: the lists replace the board's. They must hold exactly
 * the board's lists and each of its cards once (a 400 otherwise); answers the lists.
 */
export const orderRequestSchema = z.object({ boardId, lists: listsSchema });
export type OrderRequest = z.infer<typeof orderRequestSchema>;
