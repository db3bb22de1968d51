export type FlockClosingTexts = {
  close: string;
  reopen: string;
  closeTitle: string;
  closeBody: string;
  closedOn: string;
  reopenTitle: string;
  reopenBody: string;
  reason: string;
  cancel: string;
  closed: string;
  reopened: string;
};

/** Words of closing and reopening a flock. */
export const flockClosingEn: FlockClosingTexts = {
  close: 'Close flock',
  reopen: 'Reopen',
  closeTitle: 'Close {{name}}?',
  closeBody:
    'A flock closes when no birds are left and it has a final weighing. Its figures are fixed on the closing sheet and its records become read-only.',
  closedOn: 'Closing day',
  reopenTitle: 'Reopen {{name}}?',
  reopenBody: 'Its records can be changed again. The reason is kept in the audit log.',
  reason: 'Reason',
  cancel: 'Cancel',
  closed: '{{name}} is closed.',
  reopened: '{{name}} is open again.',
};
