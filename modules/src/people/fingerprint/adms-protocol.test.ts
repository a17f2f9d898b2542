import { describe, expect, it } from 'vitest';
import {
  handshakeAnswer,
  instantToReaderTime,
  parseAttendance,
  parseCommandResults,
  parseOperations,
  parseReaderInfo,
  readerTimeToInstant,
  renderCommand,
} from './adms-protocol.js';

describe('the ADMS push protocol', () => {
  it('answers the handshake with the options lines readers read', () => {
    expect(handshakeAnswer({ serial: 'SN1', attlogStamp: 0, operlogStamp: 0, timeZoneHours: 3 }).split('\n')).toEqual([
      'GET OPTION FROM: SN1',
      'ATTLOGStamp=0',
      'OPERLOGStamp=0',
      'ATTPHOTOStamp=None',
      'ErrorDelay=30',
      'Delay=10',
      'TransTimes=00:00;14:05',
      'TransInterval=1',
      'TransFlag=TransData AttLog\tOpLog\tEnrollUser\tChgUser\tEnrollFP\tChgFP',
      'TimeZone=3',
      'Realtime=1',
      'Encrypt=None',
    ]);
  });

  it('reads tab-separated attendance lines and counts what is not one', () => {
    const body =
      '17\t2026-11-23 09:05:00\t0\t1\t0\t0\t0\r\n18\t2026-11-23 09:06:07\t1\t15\n\nbad line\n19\t2026-02-30 10:00:00\t0\t1\n';
    expect(parseAttendance(body)).toEqual({
      lines: [
        { pin: '17', time: '2026-11-23 09:05:00', status: 0, verify: 1 },
        { pin: '18', time: '2026-11-23 09:06:07', status: 1, verify: 15 },
      ],
      rejected: 2,
    });
  });

  it('reads users and fingers from the operation log, old (FP) and new (BIODATA) firmware', () => {
    const body = [
      'USER PIN=17\tName=Noor Ali\tPri=0\tPasswd=\tCard=\tGrp=1\tTZ=0000000000000000\tVerify=0',
      'FP PIN=17\tFID=6\tSize=8\tValid=1\tTMP=QUJDREVGRw==',
      'BIODATA Pin=18\tNo=3\tIndex=0\tValid=1\tDuress=0\tType=1\tMajorVer=10\tMinorVer=0\tFormat=0\tTmp=SElKSw==',
      'BIODATA Pin=18\tNo=0\tType=9\tTmp=RkFDRQ==',
      'OPLOG 4\t0\t2026-11-23 09:00:00\t0\t0\t0\t0',
      'FP PIN=17\tFID=12\tTMP=QQ==',
    ].join('\n');
    expect(parseOperations(body)).toEqual({
      records: [
        { type: 'user', pin: '17', name: 'Noor Ali' },
        { type: 'finger', pin: '17', fingerIndex: 6, valid: true, template: 'QUJDREVGRw==' },
        { type: 'finger', pin: '18', fingerIndex: 3, valid: true, template: 'SElKSw==' },
        { type: 'other' },
        { type: 'other' },
      ],
      rejected: 1,
    });
  });

  it('reads command results and the INFO of polls', () => {
    expect(parseCommandResults('ID=1&Return=0&CMD=DATA\nID=2&Return=-1002&CMD=ENROLL_FP\nID=x&Return=0')).toEqual([
      { commandNo: 1, returnCode: 0, cmd: 'DATA' },
      { commandNo: 2, returnCode: -1002, cmd: 'ENROLL_FP' },
    ]);
    expect(parseReaderInfo('Ver 6.60 Apr 28 2023,12,20,4031,192.168.1.201,10,7,15,0,111')).toEqual({
      firmware: 'Ver 6.60 Apr 28 2023',
      users: 12,
      fingerprints: 20,
      records: 4031,
    });
    expect(parseReaderInfo(undefined)).toBeNull();
  });

  it('writes commands as C:<number>:<command> lines, names without tabs', () => {
    const command = { commandNo: 7, pin: '17', name: 'Noor\tAli' };
    expect(renderCommand({ ...command, kind: 'add-user' })).toEqual([
      'C:7:DATA UPDATE USERINFO PIN=17\tName=Noor Ali\tPri=0\tPasswd=\tCard=\tGrp=1',
    ]);
    expect(renderCommand({ ...command, kind: 'delete-user' })).toEqual(['C:7:DATA DELETE USERINFO PIN=17']);
    expect(renderCommand({ ...command, kind: 'enrol-finger' })).toEqual([
      'C:7:ENROLL_FP PIN=17\tFID=0\tRETRY=3\tOVERWRITE=1',
    ]);
    // One finger per command: only the queued finger's template, or its deletion once the vault has none.
    const templates = [
      { fingerIndex: 3, template: 'WFla' },
      { fingerIndex: 6, template: 'QUJD' },
    ];
    expect(renderCommand({ ...command, kind: 'restore-finger', fingerIndex: 6 }, templates)).toEqual([
      'C:7:DATA UPDATE FINGERTMP PIN=17\tFID=6\tSize=4\tValid=1\tTMP=QUJD',
    ]);
    expect(renderCommand({ ...command, kind: 'restore-finger', fingerIndex: 6 }, [])).toEqual([
      'C:7:DATA DELETE FINGERTMP PIN=17\tFID=6',
    ]);
    // Queued before fingers had commands of their own: the user and its fingers under one number, as then.
    expect(renderCommand({ ...command, kind: 'restore-templates' }, [{ fingerIndex: 6, template: 'QUJD' }])).toEqual([
      'C:7:DATA UPDATE USERINFO PIN=17\tName=Noor Ali\tPri=0\tPasswd=\tCard=\tGrp=1',
      'C:7:DATA UPDATE FINGERTMP PIN=17\tFID=6\tSize=4\tValid=1\tTMP=QUJD',
    ]);
  });

  it("turns a reader's local time into an instant in the gym's zone and back", () => {
    expect(readerTimeToInstant('2026-11-23 09:05:00', 'Asia/Qatar').toISOString()).toBe('2026-11-23T06:05:00.000Z');
    expect(instantToReaderTime(new Date('2026-11-23T06:05:00Z'), 'Asia/Qatar')).toBe('2026-11-23 09:05:00');
    // Across a daylight-saving change.
    expect(readerTimeToInstant('2026-03-29 03:30:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(readerTimeToInstant('2026-07-01 12:00:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });
});
