#include "CPermitICU.h"
#include <unicode/uversion.h>

int32_t permit_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    int32_t length = 0;
    while (text[length] != 0) {
        if (length < capacity) buffer[length] = text[length];
        length++;
    }
    if (length < capacity) buffer[length] = 0;
    return length;
}
