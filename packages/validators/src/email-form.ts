import { z } from 'zod';
import { crossCheck, filledField } from './forms';
import { isBlankHtml } from './html-text';

/** §5 Send Email, in order: a title, some content, then someone to send it to (an address or a group). */
export const sendEmailForm = z
  .object({
    title: filledField('correctionMailTitleRequired'),
    content: z.string().refine((html) => !isBlankHtml(html), { error: 'correctionMailContentRequired' }),
    recipients: z.array(z.string()),
    groups: z.array(z.unknown()),
  })
  .refine((f) => f.recipients.length > 0 || f.groups.length > 0, crossCheck(['recipients'], 'emailRecipientsRequired'));

/** §5 e-mail group: a name, then at least one member. */
export const emailGroupForm = z.object({
  name: filledField('emailGroupNameRequired'),
  members: z.array(z.unknown()).min(1, { error: 'emailGroupUsersRequired' }),
});
