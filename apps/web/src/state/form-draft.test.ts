// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft, withoutSecrets } from './form-draft.ts';

beforeEach(() => sessionStorage.clear());

describe('form drafts in session storage', () => {
  it('come back to the account that typed them', () => {
    saveDraft('developer-application', 'u-3', { developerName: '林小雨' });
    expect(readDraft('developer-application', 'u-3')).toEqual({ developerName: '林小雨' });
  });

  it('are dropped when another account signs in on the same tab', () => {
    saveDraft('developer-application', 'u-3', { idCardNumber: '11010519491231002X' });
    expect(readDraft('developer-application', 'u-9')).toBeNull();
    // gone for good, not only hidden
    expect(readDraft('developer-application', 'u-3')).toBeNull();
  });

  it('of a form anyone may fill in come back whoever reads them', () => {
    saveDraft('feedback', null, { company: '星河科技' });
    expect(readDraft('feedback', null)).toEqual({ company: '星河科技' });
  });

  it('are kept per form and gone once discarded', () => {
    saveDraft('agent:new', 'u-2', { nameZh: '速记员' });
    saveDraft('legion:new', 'u-2', { nameZh: '军团' });
    clearDraft('agent:new');
    expect(readDraft('agent:new', 'u-2')).toBeNull();
    expect(readDraft('legion:new', 'u-2')).toEqual({ nameZh: '军团' });
  });

  it('ignore what is not a draft', () => {
    sessionStorage.setItem('legion:draft:feedback', '{not json');
    expect(readDraft('feedback', null)).toBeNull();
  });

  it('never keep a secret field, such as an API key', () => {
    const typed = { nameZh: '合同审阅', apiKey: 'sk-live-0001', model: 'pro' };
    expect(withoutSecrets(typed, ['apiKey'])).toEqual({ nameZh: '合同审阅', model: 'pro' });
    // the form's own values are left as they were
    expect(typed.apiKey).toBe('sk-live-0001');
  });
});
