import { expect, test } from 'bun:test';
import { joinList, listItems, splitList } from './columns';

test("a list's cell gives back its items, a ';' inside one included", () => {
  const lists = [['Gym; open 6-9 AM', 'Wi-Fi'], ['Gym;', ';Wi-Fi', 'A;;B'], ['Reading room'], []];
  for (const items of lists) expect(splitList(joinList(items))).toEqual(items);
  expect(joinList(['Gym; open 6-9 AM', 'Wi-Fi'])).toBe('Gym;; open 6-9 AM; Wi-Fi');
  expect(splitList(' Gym ;Wi-Fi; ;')).toEqual(['Gym', 'Wi-Fi']);
  expect(listItems('; पुस्तकालय;; सुबह')).toEqual(['', ' पुस्तकालय; सुबह']);
});
