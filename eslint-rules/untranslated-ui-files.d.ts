export declare const UNTRANSLATED_UI_FILES: readonly string[];
