import type { CardChange } from '@flockbook/mock-api/scrumboard';

/** Saves a change of the open card; answers whether it was saved. */
export type SaveCard = (change: Omit<CardChange, 'id'>) => Promise<boolean>;
