#include "CLuaBaselines.h"
