import type { LeadForm } from '@hookline/domain';
import { z } from 'zod';
import type { GraphClient } from '../../connectors/meta/graph-client.ts';
import type { LeadFormInput } from '../launch-platform.ts';
import { collect, createdSchema, parseAnswer } from './launch-graph.ts';

/*
 * A Page's instant forms, `{page_id}/leadgen_forms`
 * (https://developers.facebook.com/docs/marketing-api/guides/lead-ads/create). Forms are the Page's, so they
 * are read and made with the Page's access token, which the user's token obtains (`{page_id}?fields=access_token`).
 */

const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string().optional(),
  questions: z.array(z.object({ type: z.string(), label: z.string().optional() })).optional(),
  privacy_policy_url: z.string().optional(),
  created_time: z.string().optional(),
});
const pageTokenSchema = z.object({ access_token: z.string() });

export async function pageAccessToken(client: GraphClient, pageId: string): Promise<string> {
  const page = parseAnswer(
    pageTokenSchema,
    await client.get(`/${pageId}`, { fields: 'access_token' }),
    "the Page's access token",
  );
  return page.access_token;
}

export async function listLeadForms(pageClient: GraphClient, pageId: string): Promise<LeadForm[]> {
  const forms = await collect({
    client: pageClient,
    path: `/${pageId}/leadgen_forms`,
    params: { fields: 'id,name,status,questions,privacy_policy_url,created_time', limit: 100 },
    schema: formSchema,
    what: 'a lead form',
  });
  return forms.map((form) => ({
    id: form.id,
    name: form.name,
    status: form.status ?? 'ACTIVE',
    questions: (form.questions ?? []).map((question) => ({
      type: question.type,
      ...(question.label ? { label: question.label } : {}),
    })),
    privacyPolicyUrl: form.privacy_policy_url ?? null,
    createdAt: form.created_time ?? null,
  }));
}

export async function createLeadForm(input: {
  pageClient: GraphClient;
  pageId: string;
  form: LeadFormInput;
}): Promise<LeadForm> {
  const { pageClient, pageId, form } = input;
  // A custom question is told apart from the others by its key.
  const questions = form.questions.map((question, index) => ({
    type: question.type,
    ...(question.label ? { label: question.label } : {}),
    ...(question.type === 'CUSTOM' ? { key: `question_${index + 1}` } : {}),
  }));
  const created = await pageClient.post(`/${pageId}/leadgen_forms`, {
    name: form.name,
    questions: JSON.stringify(questions),
    privacy_policy: JSON.stringify({
      url: form.privacyPolicyUrl,
      ...(form.privacyPolicyLinkText ? { link_text: form.privacyPolicyLinkText } : {}),
    }),
  });
  return {
    id: parseAnswer(createdSchema, created, 'the created lead form').id,
    name: form.name,
    status: 'ACTIVE',
    questions: form.questions.map((question) => ({
      type: question.type,
      ...(question.label ? { label: question.label } : {}),
    })),
    privacyPolicyUrl: form.privacyPolicyUrl,
    createdAt: null,
  };
}
