/** Text to put in HTML or XML: the characters markup reads (`& < > " '`) as character references. */
export const markupText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
