import { describe, expect, it } from 'vitest';
import { labelPartsOf, textbookLabel, TEXTBOOK_LABEL_SEPARATOR } from './textbookLabel';

describe('textbook label (seed 000 §3, CORE-HELPER-21/22)', () => {
  it('joins grade, volume, edition and term with a middle dot', () => {
    expect(TEXTBOOK_LABEL_SEPARATOR).toBe('·');
    expect(
      textbookLabel({ grade: '七年级', volume: '上册', edition: '人教版', term: '初中' }),
    ).toBe('七年级·上册·人教版·初中');
  });

  it('drops the grade when the term is high school', () => {
    expect(
      textbookLabel({ grade: '高一', volume: '必修一', edition: '人教版', term: '高中' }),
    ).toBe('必修一·人教版·高中');
  });

  it('recognises high school by the term tag id too (ledger A-22)', () => {
    expect(
      textbookLabel({
        grade: '高一',
        volume: '必修 第二册',
        edition: '人教版',
        term: '',
        termId: 'e7bbcefe-0590-11ed-9c79-92fc3b3249d5',
      }),
    ).toBe('必修 第二册·人教版');
  });

  it('skips missing parts without doubled dots', () => {
    expect(textbookLabel({ volume: '上册', edition: '', term: '小学' })).toBe('上册·小学');
    expect(textbookLabel({})).toBe('');
  });

  it('reads the parts of a real textbook from its tag_list', () => {
    const tags = [
      { tag_dimension_id: 'zxxbb', tag_id: 'b', tag_name: '人教版' },
      { tag_dimension_id: 'zxxcc', tag_id: 'c', tag_name: '上册' },
      { tag_dimension_id: 'zxxnj', tag_id: 'n', tag_name: '三年级' },
      { tag_dimension_id: 'zxxxd', tag_id: 'd', tag_name: '小学' },
      { tag_dimension_id: 'zxxxk', tag_id: 'k', tag_name: '数学' },
    ];
    expect(textbookLabel(labelPartsOf(tags))).toBe('三年级·上册·人教版·小学');
  });
});
