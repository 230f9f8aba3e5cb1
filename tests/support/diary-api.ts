import pMap from 'p-map';
import { expect } from 'vitest';
import { examples } from '../../lambdas/contracts/examples';
import { callApi } from './accounts';
import { generateDiary, PLANNED_MEDICATION, type DiaryPlan } from './diary';
import { newId } from './records';

/** A diary written through the API: its medication, every wellness day, every episode and dose. */
export async function writeThroughApi(accessToken: string, plan: DiaryPlan) {
  const diary = generateDiary(plan);
  const put = async (path: string, body: Record<string, unknown>) => {
    const { status } = await callApi('PUT', path, accessToken, { body: { version: 0, ...body } });
    expect(status, path).toBe(201);
  };
  await put(`/medications/${PLANNED_MEDICATION.id}`, {
    ...examples.medications,
    name: 'Ramipril',
    schedule: PLANNED_MEDICATION.schedule,
    startDate: '2026-01-01',
  });
  await pMap(diary.wellness, (w) => put(`/wellness/${newId()}`, { ...w }), { concurrency: 4 });
  await pMap(diary.episodes, (e) => put(`/symptoms/${newId()}`, { ...e, custom: false, bodyArea: 'testa' }), {
    concurrency: 4,
  });
  await pMap(
    diary.doses,
    ({ medicationId, ...d }) => put(`/medications/${medicationId}/doses/${newId()}`, { ...d }),
    { concurrency: 4 },
  );
  return diary;
}
