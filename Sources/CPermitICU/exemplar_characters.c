#include "CPermitICU.h"
#include "locale_data.h"
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/uset.h>
#include <unicode/uscript.h>

PermitExemplarCharacters *permit_exemplar_characters_open(const char *locale_id, int32_t auxiliary, int32_t *status) {
    UErrorCode *error = (UErrorCode *)status;
    char data_id[ULOC_FULLNAME_CAPACITY];
    permit_locale_data_id(locale_id, data_id, error);
    if (U_FAILURE(*error)) return NULL;
    ULocaleData *data = ulocdata_open(data_id, error);
    if (U_FAILURE(*error)) return NULL;
    USet *letters = ulocdata_getExemplarSet(data, NULL, USET_CASE_INSENSITIVE, ULOCDATA_ES_STANDARD, error);
    if (U_SUCCESS(*error) && auxiliary) {
        // The auxiliary set holds the letters of borrowed words and names (French "ñ", Japanese's rarer kanji).
        USet *auxiliary = ulocdata_getExemplarSet(data, NULL, USET_CASE_INSENSITIVE, ULOCDATA_ES_AUXILIARY, error);
        if (U_SUCCESS(*error)) uset_addAll(letters, auxiliary);
        else if (*error == U_MISSING_RESOURCE_ERROR) *error = U_ZERO_ERROR;
        if (auxiliary != NULL) uset_close(auxiliary);
    }
    ulocdata_close(data);
    if (U_FAILURE(*error)) {
        if (letters != NULL) uset_close(letters);
        return NULL;
    }
    uset_freeze(letters);
    return (PermitExemplarCharacters *)letters;
}

void permit_exemplar_characters_close(PermitExemplarCharacters *characters) {
    if (characters != NULL) uset_close((USet *)characters);
}

int32_t permit_exemplar_characters_contain(const PermitExemplarCharacters *characters, int32_t code_point) {
    return uset_contains((const USet *)characters, code_point) ? 1 : 0;
}

int32_t permit_locale_scripts(const char *locale_id, int32_t *codes, int32_t capacity, int32_t *status) {
    return uscript_getCode(locale_id, (UScriptCode *)codes, capacity, (UErrorCode *)status);
}

int32_t permit_script_of(int32_t code_point) {
    UErrorCode error = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(code_point, &error);
    return U_SUCCESS(error) ? (int32_t)script : -1;
}
