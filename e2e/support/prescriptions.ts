import type { AdminPrescriptionListResponse } from '@gamespeed/domain/contracts';
import { expect, type Page } from '@playwright/test';
import { accessToken } from './api';

type PrescriptionItem = AdminPrescriptionListResponse['prescriptions'][number];

/**
 * As the signed-in admin of `page`: links `videoId` to the first Weight Room item of every
 * force-deficient prescription (an onboarded test athlete is force deficient). Answers the
 * linked items and `restore`, which puts their earlier videos back — the suite shares one
 * database, so call it when the test ends.
 */
export async function linkForceDeficientWeightRoom(
  page: Page,
  videoId: string,
): Promise<{ linked: PrescriptionItem[]; restore: () => Promise<void> }> {
  const asAdmin = { authorization: `Bearer ${await accessToken(page)}` };
  const list = (await (
    await page.request.get('/api/admin/prescriptions', { headers: asAdmin })
  ).json()) as AdminPrescriptionListResponse;
  const firstOfEachGear = new Map<number, PrescriptionItem>();
  for (const item of list.prescriptions) {
    if (item.deficiencyType !== 'force_deficient' || item.category !== 'weight_room') continue;
    if (!firstOfEachGear.has(item.gearLevel)) firstOfEachGear.set(item.gearLevel, item);
  }
  const linked = [...firstOfEachGear.values()];
  expect(linked.length).toBeGreaterThan(0);
  const link = async (id: string, video: string | null) => {
    const res = await page.request.put(`/api/admin/prescriptions/${id}/video`, {
      headers: asAdmin,
      data: { videoId: video },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const restore = async () => {
    for (const item of linked) await link(item.id, item.videoId);
  };
  try {
    for (const item of linked) await link(item.id, videoId);
  } catch (error) {
    await restore();
    throw error;
  }
  return { linked, restore };
}
