import { describe, expect, it } from 'vitest';
import { categoryFeatures, categoryModel, classifyCategory } from './category-model.js';
import { textCategory } from './topics.js';

describe('the trained category model', () => {
  it('ships the four AG News classes under IPTC top-level names, temperature-scaled', () => {
    const model = categoryModel();
    expect([...model.classes]).toEqual(['economy-business-finance', 'politics', 'science-technology', 'sport']);
    expect(model.temperature).toBeGreaterThan(1);
  });

  it('reads words, folded numbers and word pairs', () => {
    expect(categoryFeatures('Shares rose 5 percent')).toEqual(['shares', 'rose', '#', 'percent', 'shares rose', 'rose #', '# percent']);
  });

  it('classifies plain news sentences', () => {
    expect(classifyCategory('The striker scored twice as the home team won the league match on Sunday.').category).toBe('sport');
    expect(classifyCategory('Quarterly profit rose as the company beat analysts forecasts and its shares jumped on Wall Street.').category).toBe('economy-business-finance');
    expect(classifyCategory('The new software update lets users browse the web faster on their phones and computers.').category).toBe('science-technology');
  });

  it('says how much it knew; with too little, the keyword lists or general answer', () => {
    expect(classifyCategory('').evidence).toBe(0);
    expect(textCategory('Hello there.').category).toBe('general');
  });

  it('lets a strong keyword vote name a category the model lacks', () => {
    const text = 'The hospital said doctors treated patients for the virus; the disease spread and the health ministry sent medicine, vaccines and nurses to every clinic.';
    expect(textCategory(text).category).toBe('health');
  });
});
