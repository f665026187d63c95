import { describe, expect, it } from 'vitest';
import { toMemberBody, toMemberForm } from './member-form-model';

describe('member form model', () => {
  it('sends blanks as null and leaves a blank ID card out', () => {
    expect(toMemberBody({ full_name: ' 王芳 ', phone: '', id_card: ' ', note: '' }, false)).toEqual({
      full_name: '王芳',
      phone: null,
      guardian_name: null,
      guardian_phone: null,
    });
  });

  it('sends the guardian only for a child, and the note only on create', () => {
    const values = {
      full_name: '小宝',
      is_child: true,
      guardian_name: '王芳',
      guardian_phone: '13900001111',
      note: 'hi',
    };
    expect(toMemberBody(values, false)).toMatchObject({
      guardian_name: '王芳',
      guardian_phone: '13900001111',
      note: 'hi',
    });
    expect(toMemberBody({ ...values, is_child: false }, false)).toMatchObject({
      guardian_name: null,
      guardian_phone: null,
    });
    expect(toMemberBody(values, true)).not.toHaveProperty('note');
  });

  it('keeps, replaces or removes the ID card when editing', () => {
    expect(toMemberBody({ full_name: 'a', id_card: '' }, true)).not.toHaveProperty('id_card');
    expect(toMemberBody({ full_name: 'a', id_card: '11010119900307123x' }, true)).toMatchObject({
      id_card: '11010119900307123x',
    });
    expect(toMemberBody({ full_name: 'a', remove_id_card: true }, true)).toMatchObject({ id_card: null });
  });

  it('never puts the masked number into the field', () => {
    const form = toMemberForm({
      id: 1,
      full_name: 'a',
      phone: null,
      id_card_masked: '110101********123X',
      guardian_name: 'g',
      guardian_phone: '13900001111',
      is_child: true,
      source: 'desk',
      last_visit_at: null,
      card_count: 0,
      next_card_expiry: null,
      created_at: '',
      updated_at: '',
    });
    expect(form).toMatchObject({ id_card: '', phone: '', is_child: true, guardian_name: 'g' });
  });
});
