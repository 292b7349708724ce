import { describe, expect, it } from 'vitest';

import { CONTACTS_FILE_MESSAGES, ContactsFileError, parseContactsFile, parseCsv } from '@/lib/contacts';

const failureOf = (content: string) => {
  try {
    parseContactsFile(content);
  } catch (error) {
    return error instanceof ContactsFileError ? error.message : `unexpected: ${String(error)}`;
  }
  return null;
};

describe('CSV address books', () => {
  it("reads Google Contacts' export: name, the first valid of several addresses, the phone", () => {
    const csv = [
      'Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value',
      'Dana Whitfield,Dana,Whitfield,* Work,Dana@Keystone.example ::: dana@home.example,Mobile,+1 416-555-0142',
      ',Sam,Ortiz,,sam@ortiz.example,,',
    ].join('\r\n');
    expect(parseContactsFile(csv)).toEqual({
      contacts: [
        { name: 'Dana Whitfield', email: 'dana@keystone.example', phone: '+1 416-555-0142' },
        { name: 'Sam Ortiz', email: 'sam@ortiz.example', phone: null },
      ],
      skipped: 0,
    });
  });

  it("reads Outlook's export and a plain sheet; quoted fields keep their commas, quotes and line breaks", () => {
    const outlook =
      'First Name,Last Name,E-mail Address,Mobile Phone\nRiley,"O\'Neil, Jr.",riley@site.example,4375550100\n';
    expect(parseContactsFile(outlook).contacts).toEqual([
      { name: "Riley O'Neil, Jr.", email: 'riley@site.example', phone: '4375550100' },
    ]);
    expect(parseCsv('name,email\n"Pat ""PJ""\nJones",pj@site.example')).toEqual([
      ['name', 'email'],
      ['Pat "PJ"\nJones', 'pj@site.example'],
    ]);
    // Excel in many locales separates with semicolons.
    expect(parseContactsFile('Name;Email\nAlex Kim;alex@kim.example').contacts[0]?.email).toBe('alex@kim.example');
  });

  it('leaves out people without a valid address and the same address twice, and counts them', () => {
    const csv = 'email,name\nnot-an-address,Nobody\nlee@site.example,Lee\nLEE@site.example,Lee again\n,Blank\n';
    expect(parseContactsFile(csv)).toEqual({
      contacts: [{ name: 'Lee', email: 'lee@site.example', phone: null }],
      skipped: 3,
    });
    // No name: the address stands for the person.
    expect(parseContactsFile('email\nkai@site.example').contacts[0]?.name).toBe('kai@site.example');
    // Two addresses in one cell are not one address (the invite form's rule).
    expect(failureOf('email\n"a@site.example, b@site.example"')).toBe(CONTACTS_FILE_MESSAGES.noContacts);
  });

  it('says what is wrong with a file that is not an address book', () => {
    expect(failureOf('')).toBe(CONTACTS_FILE_MESSAGES.empty);
    expect(failureOf('Name,Phone\nDana,416')).toBe(CONTACTS_FILE_MESSAGES.noEmailColumn);
    expect(failureOf('just some notes')).toBe(CONTACTS_FILE_MESSAGES.unknown);
    expect(failureOf('PK\u0003\u0004\u0000\u0000 a zipped spreadsheet')).toBe(CONTACTS_FILE_MESSAGES.unknown);
    expect(failureOf('Name,Email\nDana,no')).toBe(CONTACTS_FILE_MESSAGES.noContacts);
  });
});

describe('vCard address books', () => {
  it('reads several cards: FN or N, the preferred address first, folded lines, groups and escapes', () => {
    const vcf = [
      '\uFEFFBEGIN:VCARD',
      'VERSION:3.0',
      'FN:Dana Whitfield\\, P.Eng.',
      'EMAIL;TYPE=INTERNET:dana@home.example',
      'item1.EMAIL;TYPE=INTERNET;TYPE=pref:dana@keyst',
      ' one.example',
      'TEL;TYPE=CELL:+1 416 555 0142',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'N:Ortiz;Sam;;;',
      'EMAIL:sam@ortiz.example',
      'TEL;VALUE=uri:tel:+1-437-555-0100',
      'END:VCARD',
      'BEGIN:VCARD',
      'FN:No Address',
      'TEL:555',
      'END:VCARD',
    ].join('\r\n');
    expect(parseContactsFile(vcf)).toEqual({
      contacts: [
        { name: 'Dana Whitfield, P.Eng.', email: 'dana@keystone.example', phone: '+1 416 555 0142' },
        { name: 'Sam Ortiz', email: 'sam@ortiz.example', phone: '+1-437-555-0100' },
      ],
      skipped: 1,
    });
  });
});
